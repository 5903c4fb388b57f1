import type { FastifyInstance } from 'fastify';

/**
 * Answers only requests addressed to the server's own loopback origin (`127.0.0.1:PORT` or `localhost:PORT`). A web
 * page can point a name it owns at 127.0.0.1 (DNS rebinding) and then reach a loopback server from the player's
 * browser as its own origin; its requests still name that page's host, which the browser will not let it change.
 * For the app's embedded server, where nothing else should ever call in.
 */
export function installOwnHostGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : null;
    const host = (request.headers.host ?? '').toLowerCase();
    if (port !== null && (host === `127.0.0.1:${port}` || host === `localhost:${port}`)) return;
    return reply.code(403).send({ status: 0, statusdesc: 'hostNotAllowed' });
  });
}
