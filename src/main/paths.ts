import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Every file the main process loads from the build, relative to the built main bundle (out/main).
// tests/build resolves these same constants against out/ after `electron-vite build`, so a path that
// only fails inside Electron (missing preload, wrong extension) fails a test instead.

export const BUILD_PATHS = {
  preload: '../preload/index.cjs',
  rendererRoot: '../renderer',
  rendererIndex: '../renderer/index.html',
  icon: '../../resources/icon.png',
  operatorConfig: '../../resources/operator.json',
} as const;
export type BuildPathKey = keyof typeof BUILD_PATHS;

function mainBundleDir(): string {
  return dirname(fileURLToPath(import.meta.url));
}

export function buildPath(key: BuildPathKey, mainDir: string = mainBundleDir()): string {
  return resolve(mainDir, BUILD_PATHS[key]);
}
