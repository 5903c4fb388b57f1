import { join } from 'node:path';

// Starts the reference operator API inside the app when the operator configured no API host.

export interface EmbeddedServer {
  apiBaseUrl: string;
  url: string;
  close(): Promise<void>;
}

export type StartServer = (options: {
  host: string;
  port: number;
  dataDir: string;
  ownHostOnly: boolean;
}) => Promise<EmbeddedServer>;

export async function startEmbeddedApi(userDataDir: string, start: StartServer): Promise<EmbeddedServer> {
  // Loopback only and a free port: nothing outside this machine can reach it, no port clash with other apps. A web
  // page the player opens can still reach loopback by rebinding its own name to 127.0.0.1, so the server answers
  // only requests addressed to its own 127.0.0.1:port or localhost:port (the Host header such a page cannot fake).
  // It writes no log (no `log` setting): the player's app has no one reading one.
  return start({
    host: '127.0.0.1',
    port: 0,
    dataDir: join(userDataDir, 'reference-api'),
    ownHostOnly: true,
  });
}
