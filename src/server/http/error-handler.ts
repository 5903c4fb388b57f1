import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVICE_UNAVAILABLE_CODE } from '../../shared/errors/catalogue';
import { StoreUnavailableError } from '../db/types';

/** Fastify's own 4xx errors, renamed into envelope codes the client can classify. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'requestTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalidContentLength',
  // text-guard.ts: nested deeper or holding more values than any contract body.
  SPORTSBOOK_JSON_SHAPE: 'invalidBody',
};

/** Every failure leaves as a JSON envelope; stacks stay in the log, never in the answer. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? (error instanceof SyntaxError ? 'invalidJson' : 'badRequest');
      return reply.code(status).send({ status: 0, statusdesc: code });
    }
    // The database is out of reach for now (restarting, connections cut): the client may try again shortly.
    if (error instanceof StoreUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      return reply.code(503).send({ status: 0, statusdesc: SERVICE_UNAVAILABLE_CODE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 0, statusdesc: 'systemError' });
  });
}
