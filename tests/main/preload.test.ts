import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNELS, IPC_CHANNELS, IPC_EVENTS } from '@shared/bridge';

// Runs the real preload module against a fake `electron` and compares what it exposes with the
// bridge contract of src/shared/bridge.ts.

type Listener = (event: unknown, ...args: unknown[]) => void;
const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (..._args: unknown[]) => 'result');
const listeners = new Map<string, Set<Listener>>();
const on = vi.fn((channel: string, l: Listener) =>
  listeners.set(channel, (listeners.get(channel) ?? new Set()).add(l)),
);
const removeListener = vi.fn((channel: string, l: Listener) => listeners.get(channel)?.delete(l));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: (channel: string, l: Listener) => on(channel, l),
    removeListener: (channel: string, l: Listener) => removeListener(channel, l),
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
beforeEach(() => {
  invoke.mockClear();
  listeners.clear();
});

describe('preload', () => {
  it('exposes one global, `desktop`', () => {
    expect([...exposed.keys()]).toEqual(['desktop']);
  });

  it('exposes exactly the bridge contract: its functions and the kind, nothing else', () => {
    const api = leaves(exposed.get('desktop'));
    const functions = [...api].filter(([, v]) => typeof v === 'function').map(([k]) => k);
    const values = [...api].filter(([, v]) => typeof v !== 'function');
    expect(functions.sort()).toEqual(Object.keys(BRIDGE_CHANNELS).sort());
    expect(values).toEqual([['kind', 'electron']]);
  });

  it('each call is one invoke on its allow-listed channel, passing the arguments through', async () => {
    const api = leaves(exposed.get('desktop'));
    for (const [path, spec] of Object.entries(BRIDGE_CHANNELS)) {
      if (!('invoke' in spec)) continue;
      invoke.mockClear();
      const fn = api.get(path) as (...args: unknown[]) => Promise<unknown>;
      const arg = { probe: path };
      await expect(fn(arg)).resolves.toBe('result');
      expect(IPC_CHANNELS).toContain(spec.invoke);
      expect(invoke).toHaveBeenCalledTimes(1);
      const [calledChannel, ...rest] = invoke.mock.calls[0] ?? [];
      expect(calledChannel).toBe(spec.invoke);
      // Functions without parameters send none; the others forward theirs unchanged.
      expect(rest.length === 0 || rest[0] === arg).toBe(true);
    }
  });

  it('each subscription listens on its event, hides the IPC event object, and unsubscribes', () => {
    const api = leaves(exposed.get('desktop'));
    for (const [path, spec] of Object.entries(BRIDGE_CHANNELS)) {
      if (!('event' in spec)) continue;
      expect(Object.values(IPC_EVENTS)).toContain(spec.event);
      const received: unknown[][] = [];
      const unsubscribe = (api.get(path) as (l: (...a: unknown[]) => void) => () => void)((...args) =>
        received.push(args),
      );
      const fakeEvent = { sender: 'ipcRenderer itself' };
      for (const l of listeners.get(spec.event) ?? []) l(fakeEvent, { state: 'idle' });
      expect(received).toEqual([[{ state: 'idle' }]]);
      unsubscribe();
      expect(listeners.get(spec.event)?.size).toBe(0);
    }
  });

  it('never calls invoke or on while loading (no logic at load time)', async () => {
    expect(invoke).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
