import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite|i18next|react-i18next|axios|zod|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion)|stylis|@emotion[\\/][^\\/]+|@babel[\\/]runtime|clsx|antd[\\/]es[\\/](input|radio)|@rc-component[\\/](input|checkbox|textarea))[\\/]/;

// The browser build of the same renderer: served by `npm run web` next to the reference API.
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/',
  resolve: { alias: { '@shared': resolve(import.meta.dirname, 'src/shared') } },
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // The libraries every first screen runs, in one chunk: one file compresses better than the
        // dozens of small shared chunks automatic splitting makes of them, and it changes only when a
        // dependency does (a long cache life). antd's components are left to automatic splitting, so
        // a component only a lazily loaded screen uses stays out of the first download; the two the first
        // screen's bet slip uses (Input for the stake, Radio for the odds type) join the framework, since lazy
        // screens that use them too would otherwise split them into small shared chunks of their own.
        codeSplitting: {
          groups: [{ name: 'framework', test: FRAMEWORK_MODULES }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5174' },
  },
});
