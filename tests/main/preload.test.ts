import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRIDGE_INVOKE_CHANNELS, IPC_CHANNELS } from '@shared/bridge';

// Runs the real preload module against a fake `electron` and compares what it exposes with the
// bridge contract of src/shared/bridge.ts.

const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (..._args: unknown[]) => 'result');

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api),
  },
  ipcRenderer: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: vi.fn(),
    removeListener: vi.fn(),
  },
}));

/** Dotted paths of every leaf of the exposed object: functions and plain values alike. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = `${prefix}${key}`;
      if (child && typeof child === 'object') for (const [p, v] of leaves(child, `${path}.`)) out.set(p, v);
      else out.set(path, child);
    }
  }
  return out;
}

beforeAll(async () => {
  await import('../../src/preload/index');
});

describe('preload', () => {
  it('exposes one global, `desktop`', () => {
    expect([...exposed.keys()]).toEqual(['desktop']);
  });

  it('exposes exactly the bridge contract: its functions and the kind, nothing else', () => {
    const api = leaves(exposed.get('desktop'));
    const functions = [...api].filter(([, v]) => typeof v === 'function').map(([k]) => k);
    const values = [...api].filter(([, v]) => typeof v !== 'function');
    expect(functions.sort()).toEqual(Object.keys(BRIDGE_INVOKE_CHANNELS).sort());
    expect(values).toEqual([['kind', 'electron']]);
  });

  it('each function is one invoke on its allow-listed channel, passing the arguments through', async () => {
    const api = leaves(exposed.get('desktop'));
    for (const [path, channel] of Object.entries(BRIDGE_INVOKE_CHANNELS)) {
      invoke.mockClear();
      const fn = api.get(path) as (...args: unknown[]) => Promise<unknown>;
      const arg = { probe: path };
      await expect(fn(arg)).resolves.toBe('result');
      expect(IPC_CHANNELS).toContain(channel);
      expect(invoke).toHaveBeenCalledTimes(1);
      const [calledChannel, ...rest] = invoke.mock.calls[0] ?? [];
      expect(calledChannel).toBe(channel);
      // Functions without parameters send none; the others forward theirs unchanged.
      expect(rest.length === 0 || rest[0] === arg).toBe(true);
    }
  });
});
