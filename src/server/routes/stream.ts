// POST {api}/stream: the player's push stream (docs/API.md "Push stream"), a Server-Sent Events response that stays
// open. The session goes in the JSON body like every session call's, never in the URL, so it is in no access log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { STREAM_PATH, streamRequest } from '../../shared/stream/events';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { codeForIssues } from '../http/body-codes';
import { authenticate } from '../security/sessions';
import type { StreamHub, StreamSink } from '../stream/hub';

/** Node's response as a stream sink: `write` answers false past the socket's high-water mark. */
function responseSink(res: ServerResponse): StreamSink {
  return {
    write: (frame) => res.write(frame),
    onDrain: (listener) => res.once('drain', listener),
    end: () => res.end(),
  };
}

export function registerStreamRoute(
  app: FastifyInstance,
  ctx: AppContext,
  base: string,
  hub: StreamHub | null,
): void {
  app.post(`${base}${STREAM_PATH}`, async (request: FastifyRequest, reply: FastifyReply) => {
    // Switched off by the operator: answered as a path the server does not serve, which is also what a backend
    // without a stream answers, so the client polls in both cases.
    if (!hub) return reply.code(404).send({ status: 0, statusdesc: 'notFound' });
    const parsed = streamRequest.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply
        .code(400)
        .send({ status: 0, statusdesc: codeForIssues(request.body, parsed.error.issues) });
    const body = parsed.data;
    let sessionId: number;
    try {
      const session = await authenticate(ctx, body.account_id, body.session_token);
      if (!(await ctx.requestsBySession.allow(session.sessionId, ctx.now())))
        throw new ApiError('requestLimit');
      sessionId = session.sessionId;
    } catch (error) {
      if (error instanceof ApiError)
        return reply.code(error.httpStatus).send({ status: 0, statusdesc: error.code });
      throw error;
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // Proxies such as nginx would otherwise hold the frames back to fill their buffers.
      'X-Accel-Buffering': 'no',
      'X-Request-Id': String(request.id),
    });
    const sink = responseSink(res);
    const stop = await hub.open({
      accountId: body.account_id.trim().toLowerCase(),
      sessionToken: body.session_token,
      sessionId,
      odds: body.odds
        ? {
            sportId: body.odds.sport_id,
            market: body.odds.market,
            mmo: body.odds.mmo,
            version: body.odds.version,
          }
        : undefined,
      sink,
    });
    res.once('close', stop);
    if (res.destroyed) stop();
  });
}
