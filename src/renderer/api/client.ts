import axios from 'axios';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { CallSpec } from '@shared/api/contract';
import { isSuccess } from '@shared/api/envelope';
import { endpointUrl } from '@shared/api/endpoints';
import type { BaseUrls } from '@shared/api/endpoints';

/** The player's session as a session call's body carries it. */
export interface SessionCredentials {
  account_id: string;
  session_token: string;
}

/** A table of contract calls (`ACCOUNT_CALLS`, `BET_CALLS`, ...): call name to its spec. */
type CallTable = { readonly [name: string]: CallSpec };

/** What a caller writes in the body of `spec`: its request, less the session a session call gets from the client. */
export type CallBody<S extends CallSpec> = S['session'] extends true
  ? Omit<z.input<S['request']>, keyof SessionCredentials>
  : z.input<S['request']>;

/** What `spec` answers once its envelope is checked and its payload parsed. */
export type CallAnswer<S extends CallSpec> = z.output<S['response']>;

/** The codes of a call whose answer never came: the server may or may not have acted, so a retry must be the same request. */
export function isNetworkFailure(code: string): boolean {
  return code === 'requestFailed' || code === 'requestTimeout';
}

/** Every failure of a call, classified into one code of RULES.md section 8. */
export class ApiCallError extends Error {
  constructor(
    readonly code: string,
    /** `noSession`: a session call asked while nobody is logged in; nothing was sent. */
    readonly kind: 'business' | 'network' | 'http' | 'invalidResponse' | 'noSession',
    readonly httpStatus?: number,
    /** What the envelope says beside the code: `until`, the end of a self-exclusion (ISO instant). */
    readonly details: Readonly<{ until?: string }> = {},
  ) {
    super(code);
    this.name = 'ApiCallError';
  }
}

/** The error an answer other than success stands for: its envelope's code, or one the HTTP status implies. */
export function refusalOf(data: unknown, httpStatus: number): ApiCallError {
  const desc =
    typeof data === 'object' && data !== null ? (data as { statusdesc?: unknown }).statusdesc : undefined;
  if (typeof desc === 'string' && desc.length > 0) {
    const until = (data as { until?: unknown }).until;
    return new ApiCallError(
      desc,
      httpStatus >= 400 ? 'http' : 'business',
      httpStatus,
      typeof until === 'string' ? { until } : {},
    );
  }
  return new ApiCallError(httpStatus >= 500 ? 'systemError' : 'requestFailed', 'http', httpStatus);
}

export type NetworkState = 'ok' | 'failed';

export interface ApiClientOptions {
  timeoutMs?: number;
  /** The logged-in player's session, which every session call carries (null: logged out). */
  session?: () => SessionCredentials | null;
  /** Told after every call whether the network answered. */
  onNetworkState?: (state: NetworkState) => void;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** One axios instance per base URL; every call is a POST with a JSON body and the status envelope. */
export class ApiClient {
  private readonly instances = new Map<string, AxiosInstance>();

  constructor(
    readonly urls: BaseUrls,
    private readonly options: ApiClientOptions = {},
  ) {}

  /**
   * Calls `name` of a contract table: the body is typed by the call's request schema, the answer by its response
   * schema, and a session call gets the player's session added here. `session` overrides it for the two calls that
   * act on a session other than the current one (checking a stored session, ending one already forgotten).
   */
  async call<T extends CallTable, N extends keyof T & string>(
    calls: T,
    name: N,
    body: CallBody<T[N]>,
    options: { session?: SessionCredentials } = {},
  ): Promise<CallAnswer<T[N]>> {
    const spec = calls[name]!;
    if (!spec.session) return this.post(spec, name, body);
    const session = options.session ?? this.options.session?.() ?? null;
    if (!session) throw new ApiCallError('session_not_exists', 'noSession');
    return this.post(spec, name, Object.assign({}, body, session));
  }

  private async post<S extends CallSpec>(spec: S, name: string, body: unknown): Promise<CallAnswer<S>> {
    const url = endpointUrl(this.urls, spec.group, name);
    const origin = new URL(url).origin;
    let instance = this.instances.get(origin);
    if (!instance) {
      instance = axios.create({
        timeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        headers: { 'Content-Type': 'application/json' },
        // Business errors come as status 0 in a 200; 4xx bodies carry a code too, so read them all.
        validateStatus: () => true,
      });
      this.instances.set(origin, instance);
    }
    let response;
    try {
      response = await instance.post(url, body);
    } catch (error) {
      this.options.onNetworkState?.('failed');
      const timedOut = axios.isAxiosError(error) && error.code === 'ECONNABORTED';
      throw new ApiCallError(timedOut ? 'requestTimeout' : 'requestFailed', 'network');
    }
    this.options.onNetworkState?.('ok');
    const data: unknown = response.data;
    if (!isSuccess(data)) throw refusalOf(data, response.status);
    const schema: S['response'] = spec.response;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new ApiCallError('incompletedRequest', 'invalidResponse', response.status);
    return parsed.data;
  }
}
