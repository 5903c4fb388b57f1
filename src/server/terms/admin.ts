import { parseArgs } from 'node:util';
import { TERMS_SCOPES } from '../../shared/terms/api';
import { UsageError } from '../admin/args';
import type { Database } from '../db/types';
import { publishTerms } from './service';

/**
 * `publish-terms [--scope general|tournament]`: publishes the next terms version, which becomes the
 * required one, so every member accepts again at the next login (or before the next room for tournament).
 */
export async function publishTermsCommand(
  args: string[],
  deps: { db: () => Promise<Database>; now: () => number },
): Promise<string> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { scope: { type: 'string' } },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const scope = values.scope ?? 'general';
  if (!(TERMS_SCOPES as readonly string[]).includes(scope))
    throw new UsageError(`--scope must be one of ${TERMS_SCOPES.join(', ')}`);
  const version = await publishTerms(await deps.db(), scope as (typeof TERMS_SCOPES)[number], deps.now());
  return `published ${scope} terms version ${version}; every member must accept it before continuing`;
}
