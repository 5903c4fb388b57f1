import { describe, expect, it } from 'vitest';
import { startEmbeddedApi, type StartServer } from '../../src/main/embedded-server';

describe('the embedded reference API', () => {
  it('listens on loopback at a free port and answers only requests addressed to its own origin', async () => {
    const calls: Parameters<StartServer>[0][] = [];
    const start: StartServer = async (options) => {
      calls.push(options);
      return {
        url: 'http://127.0.0.1:4321',
        apiBaseUrl: 'http://127.0.0.1:4321/api',
        close: async () => undefined,
      };
    };
    await startEmbeddedApi('/tmp/user-data', start);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ host: '127.0.0.1', port: 0, ownHostOnly: true });
    expect(calls[0]?.dataDir).toMatch(/reference-api$/);
  });
});
