// Runs a command against a throwaway PostgreSQL cluster (pg-cluster.ts), on Linux, macOS and Windows:
//   npx tsx tests/server/with-postgres.ts npx vitest run tests/server
// The command sees TEST_DATABASE_URL (the harness creates one database per test file in it) and DATABASE_URL
// (for benchmarks and `npm run server`, unless already set). PG_TEST_PORT picks the port (default: a free
// one), PG_BIN another PostgreSQL installation. The cluster is removed afterwards, whatever the command did.
import { spawn } from 'node:child_process';
import { platform } from 'node:os';
import { createCluster } from './pg-cluster';

async function main(command: string[]): Promise<number> {
  const [program, ...args] = command;
  if (!program) {
    console.error('usage: tsx tests/server/with-postgres.ts <command> [args...]');
    return 2;
  }
  const requested = process.env.PG_TEST_PORT ? Number(process.env.PG_TEST_PORT) : undefined;
  if (requested !== undefined && !(Number.isInteger(requested) && requested > 0 && requested < 65_536)) {
    console.error(`PG_TEST_PORT must be a port number, got ${process.env.PG_TEST_PORT}`);
    return 2;
  }
  const cluster = await createCluster({ port: requested });
  try {
    await cluster.start();
    const env = {
      ...process.env,
      TEST_DATABASE_URL: cluster.url,
      DATABASE_URL: process.env.DATABASE_URL || cluster.url,
    };
    // npx and npm are .cmd scripts on Windows, which only a shell starts.
    const child = spawn(program, args, { stdio: 'inherit', env, shell: platform() === 'win32' });
    const forward = (signal: NodeJS.Signals): void => {
      child.kill(signal);
    };
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    return await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(`${program}: ${error.message}`);
        resolve(127);
      });
      child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await cluster.remove();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
