import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { load as loadYaml } from 'js-yaml';
import { minimatch } from 'minimatch';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_CSP, parseCsp } from '@shared/csp';
import { BRIDGE_CHANNELS } from '@shared/bridge';
import { BUILD_PATHS } from '../../src/main/paths';

// What only the Electron runtime would reveal, checked on the real build output (ARCHITECTURE.md section 6):
// electron-vite build runs once, then these tests read its output. It builds into its own folder (laid
// out like the repository: out/ beside resources/) so a developer's `npm run build` cannot race it.

const root = resolve(__dirname, '../..');
const buildRoot = join(root, 'node_modules/.cache/build-test');
const out = join(buildRoot, 'out');
const mainDir = join(out, 'main');

/** The path as electron-builder sees it, relative to the repository (the build folder mirrors it). */
function repoPath(path: string): string {
  const rel = path.startsWith(buildRoot) ? relative(buildRoot, path) : relative(root, path);
  return rel.split('\\').join('/');
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

beforeAll(() => {
  rmSync(buildRoot, { recursive: true, force: true });
  mkdirSync(buildRoot, { recursive: true });
  // Main resolves ../../resources from out/main, as in the repository and in app.asar.
  symlinkSync(join(root, 'resources'), join(buildRoot, 'resources'), 'dir');
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', out],
    {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    },
  );
}, 240_000);

describe('preload bundle', () => {
  const preloadDir = join(out, 'preload');

  it('is one CommonJS file (sandboxed preloads cannot load chunks or ES modules)', () => {
    expect(readdirSync(preloadDir).filter((f) => !f.endsWith('.map'))).toEqual(['index.cjs']);
    const code = readFileSync(join(preloadDir, 'index.cjs'), 'utf8');
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    expect(code).not.toMatch(/\bimport\s*\(/);
    expect(() => new Function('require', 'module', 'exports', code)).not.toThrow();
  });

  it('requires nothing but electron', () => {
    const code = readFileSync(join(preloadDir, 'index.cjs'), 'utf8');
    const required = [...code.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(0);
    expect(new Set(required)).toEqual(new Set(['electron']));
  });

  it('exposes the bridge contract when run the way a sandboxed preload runs', () => {
    const code = readFileSync(join(preloadDir, 'index.cjs'), 'utf8');
    const exposed: Record<string, unknown> = {};
    const fakeElectron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: { invoke: async () => null, on: () => {}, removeListener: () => {} },
    };
    const requireFn = (id: string): unknown => {
      if (id !== 'electron') throw new Error(`sandboxed preload cannot require ${id}`);
      return fakeElectron;
    };
    const module = { exports: {} };
    new Function('require', 'module', 'exports', code)(requireFn, module, module.exports);
    const paths: string[] = [];
    const walk = (value: unknown, prefix: string): void => {
      for (const [k, v] of Object.entries(value as object)) {
        if (typeof v === 'function') paths.push(`${prefix}${k}`);
        else if (v && typeof v === 'object') walk(v, `${prefix}${k}.`);
      }
    };
    walk(exposed['desktop'], '');
    expect(paths.sort()).toEqual(Object.keys(BRIDGE_CHANNELS).sort());
  });
});

describe('main bundle', () => {
  const mainCode = () => readFileSync(join(mainDir, 'index.js'), 'utf8');

  it.each(Object.entries(BUILD_PATHS))('the %s path it loads exists (%s from out/main)', (_key, rel) => {
    expect(mainCode()).toContain(rel);
    expect(existsSync(resolve(mainDir, rel))).toBe(true);
  });

  it('imports only Electron, Node built-ins and production dependencies (devDependencies are not packaged)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const allowed = new Set(['electron', ...Object.keys(pkg.dependencies)]);
    const builtins = new Set(builtinModules);
    const bad: string[] = [];
    for (const file of files(mainDir).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(file, 'utf8');
      const specs = [
        ...code.matchAll(/^\s*import\s[^'"]*?from\s*["']([^"']+)["']/gm),
        ...code.matchAll(/^\s*import\s*["']([^"']+)["']/gm),
        ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
        ...code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g),
      ].map((m) => m[1] ?? '');
      for (const spec of specs) {
        if (spec.startsWith('.') || spec.startsWith('node:') || builtins.has(spec)) continue;
        const name = spec.startsWith('@')
          ? spec.split('/').slice(0, 2).join('/')
          : (spec.split('/')[0] ?? spec);
        if (!allowed.has(name)) bad.push(`${relative(out, file)}: ${spec}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('renderer index.html', () => {
  const html = () => readFileSync(join(out, 'renderer/index.html'), 'utf8');
  const meta = () =>
    /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html())?.[1] ?? '';

  it('carries the baseline CSP of src/shared/csp.ts', () => {
    expect(meta()).toBe(BASELINE_CSP);
  });

  it('the CSP allows no inline or evaluated script, no plugins, no frames, no base or form tricks', () => {
    const csp = parseCsp(meta());
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    for (const values of csp.values()) {
      expect(values).not.toContain('*');
      expect(values).not.toContain("'unsafe-eval'");
      expect(values).not.toContain('http:');
    }
  });

  it('loads only same-origin files that exist in the build, and no inline script', () => {
    const doc = html();
    const scripts = [...doc.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body?.trim()).toBe('');
      expect(attrs).toMatch(/\bsrc="/);
    }
    const refs = [...doc.matchAll(/\b(?:src|href)="([^"]+)"/gi)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).not.toMatch(/^(https?:)?\/\//);
      expect(existsSync(join(out, 'renderer', ref.replace(/^\.?\//, '')))).toBe(true);
    }
    expect(doc).not.toMatch(/\son[a-z]+="/i);
  });

  it('the renderer JavaScript connects nowhere the CSP does not allow (no hard-coded hosts)', () => {
    const js = files(join(out, 'renderer')).filter((f) => f.endsWith('.js'));
    for (const file of js) expect(readFileSync(file, 'utf8')).not.toMatch(/\bnew\s+WebSocket\(\s*["']ws:/);
  });

  it('the renderer JavaScript has none of the benchmark hooks (tests/build/product-bundle.test.ts has why)', () => {
    const js = files(join(out, 'renderer')).filter((f) => f.endsWith('.js'));
    for (const file of js) expect(readFileSync(file, 'utf8')).not.toMatch(/__sportsbook|renderCount/);
  });
});

describe('electron-builder.yml', () => {
  type Builder = {
    files: string[];
    electronFuses: Record<string, boolean>;
    protocols: { schemes: string[] }[];
    win: { icon: string; target: { target: string }[] };
    nsis: { oneClick: boolean; perMachine: boolean };
    mac: {
      icon: string;
      hardenedRuntime: boolean;
      entitlements: string;
      entitlementsInherit: string;
      target: { target: string }[];
    };
    linux: { icon: string; target: { target: string }[] };
    artifactName: string;
    appId: string;
    productName: string;
  };
  const config = () => loadYaml(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Builder;
  const packaged = (path: string): boolean => {
    const rel = repoPath(path);
    const patterns = config().files;
    const included = patterns.filter((p) => !p.startsWith('!')).some((p) => minimatch(rel, p, { dot: true }));
    const excluded = patterns
      .filter((p) => p.startsWith('!'))
      .some((p) => minimatch(rel, p.slice(1), { dot: true, matchBase: true }));
    return included && !excluded;
  };

  it('packages every built main, preload and renderer file and the resources', () => {
    const built = [
      ...files(join(out, 'main')),
      ...files(join(out, 'preload')),
      ...files(join(out, 'renderer')),
    ].filter((f) => !f.endsWith('.map'));
    expect(built.filter((f) => !packaged(f))).toEqual([]);
    expect(files(join(root, 'resources')).filter((f) => !packaged(f))).toEqual([]);
    expect(packaged(join(root, 'package.json'))).toBe(true);
  });

  it('packages what main loads at run time (BUILD_PATHS)', () => {
    for (const rel of Object.values(BUILD_PATHS)) {
      const path = resolve(mainDir, rel);
      if (statSync(path).isDirectory()) expect(files(path).every(packaged)).toBe(true);
      else expect(packaged(path)).toBe(true);
    }
  });

  it('packages no sources, tests or local data', () => {
    for (const path of [
      'src/main/index.ts',
      'tests/main/ipc.test.ts',
      '.data/pg/x',
      'out/web/index.html',
      'node_modules/.cache/x',
    ]) {
      expect(packaged(join(root, path))).toBe(false);
    }
  });

  it('flips the security fuses (RunAsNode off, cookie encryption, no NODE_OPTIONS or inspect, asar only and checked)', () => {
    expect(config().electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('the main process never uses file:// loading, which the fuses leave unprivileged', () => {
    const code = readFileSync(join(mainDir, 'index.js'), 'utf8');
    expect(code).not.toMatch(/\.loadFile\(/);
    expect(code).not.toMatch(/loadURL\(\s*["'`]file:/);
  });

  it('registers the deep-link scheme of resources/operator.json', () => {
    const operator = JSON.parse(readFileSync(join(root, 'resources/operator.json'), 'utf8')) as {
      protocolScheme: string;
    };
    expect(config().protocols.flatMap((p) => p.schemes)).toContain(operator.protocolScheme);
  });

  it('builds NSIS (per-user or per-machine), dmg + zip with hardened runtime, AppImage, with icons and entitlements in build/', () => {
    const c = config();
    expect(c.appId).toMatch(/^[a-z0-9.-]+$/);
    expect(c.productName).toBeTruthy();
    expect(c.artifactName).toContain('${version}');
    expect(c.win.target.map((t) => t.target)).toEqual(['nsis']);
    expect(c.nsis).toMatchObject({ oneClick: false, perMachine: false });
    expect(c.mac.target.map((t) => t.target).sort()).toEqual(['dmg', 'zip']);
    expect(c.mac.hardenedRuntime).toBe(true);
    expect(c.linux.target.map((t) => t.target)).toEqual(['AppImage']);
    for (const path of [
      c.win.icon,
      c.mac.icon,
      c.linux.icon,
      c.mac.entitlements,
      c.mac.entitlementsInherit,
    ]) {
      expect(path.startsWith('build/')).toBe(true);
      expect(existsSync(join(root, path))).toBe(true);
    }
    const entitlements = readFileSync(join(root, c.mac.entitlements), 'utf8');
    expect(entitlements).not.toContain('disable-library-validation');
    expect(entitlements).not.toContain('device.camera');
  });
});
