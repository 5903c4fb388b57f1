// Child process of api.bench.ts: the server under load gets its own event loop, as in production,
// instead of sharing one with the load generator. Prints its URL as one JSON line, stops on SIGTERM.
import Fastify from 'fastify';
import { startServer } from '../../src/server/index';

async function main(): Promise<void> {
  const [kind = 'api', databaseUrl] = process.argv.slice(2);
  let close: () => Promise<void>;
  let url: string;
  if (kind === 'hello') {
    const app = Fastify();
    app.post('/hello', async () => ({ status: 1, statusdesc: 'success', hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hello`;
    close = () => app.close();
  } else {
    // The per-session request limit would otherwise cap a one-session benchmark at 600 calls a minute.
    const server = await startServer({
      dataDir: ':memory:',
      databaseUrl: databaseUrl || undefined,
      port: 0,
      config: { requestLimit: { max: 1e9, windowMs: 60_000 } },
    });
    url = server.apiBaseUrl;
    close = () => server.close();
  }
  process.once('SIGTERM', () => {
    void close().then(() => process.exit(0));
  });
  console.log(JSON.stringify({ url }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
