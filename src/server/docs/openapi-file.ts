import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi';

// docs/openapi.json, kept in the repository; tests/server/openapi.test.ts fails when it, the server's routes or the
// answers the tests see differ from the contract tables. Regenerate with: npx tsx src/server/docs/openapi-file.ts --write

export const OPENAPI_PATH = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));

/** Formatted with the repository's Prettier settings so `npm run format` leaves the file as generated. */
export async function renderOpenApi(): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(OPENAPI_PATH)) ?? {};
  return prettier.format(JSON.stringify(buildOpenApiDocument()), { ...options, parser: 'json' });
}

if (
  process.argv.includes('--write') &&
  process.argv[1] &&
  fileURLToPath(import.meta.url) === process.argv[1]
) {
  writeFileSync(OPENAPI_PATH, await renderOpenApi());
  console.log(`wrote ${OPENAPI_PATH}`);
}
