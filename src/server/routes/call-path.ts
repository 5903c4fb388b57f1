import { ACCOUNT_CALLS, type AccountCallName } from '../../shared/api/contract';
import { GROUP_PREFIX } from '../../shared/api/endpoints';

type Calls = typeof ACCOUNT_CALLS;

/** Path and schemas of a contract call, so routes cannot drift from src/shared/api/contract.ts. */
export function call<N extends AccountCallName>(
  base: string,
  name: N,
): { path: string; body: Calls[N]['request']; response: Calls[N]['response'] } {
  const spec: Calls[N] = ACCOUNT_CALLS[name];
  return { path: `${base}${GROUP_PREFIX[spec.group]}/${name}`, body: spec.request, response: spec.response };
}
