import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = ['fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'net'];

/** The renderer's product folders, each with its calls, stores and pages, as the server's products have theirs. */
const RENDERER_PRODUCTS = ['keno', 'lottery', 'minigames', 'roulette', 'tournament', 'videopoker'];

/**
 * The renderer is a sandboxed web page: no Electron, no Node, no other process's code (plus the `extra`
 * packages and `layers` of the renderer a folder may not reach).
 */
const rendererImports = (extra, layers = []) => [
  'error',
  {
    paths: ['electron', ...nodeBuiltins, ...extra],
    patterns: ['node:*', '**/server/**', '**/main/**', '**/preload/**', ...layers],
  },
];

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'release/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  // Type-aware rules over the shipped code: a promise nobody awaits or catches (a wallet call whose failure
  // vanishes, an async handler React ignores) is the bug these catch that plain rules cannot.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Interfaces that answer promises (the platform bridge, route handlers) are sometimes met by code with
      // nothing to wait for; marking those async is harmless, unlike a promise left floating.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': rendererImports([]),
    },
  },
  {
    // Only the api layer knows URLs and axios. A later block's rule replaces an earlier one's options
    // whole, so this one repeats every renderer restriction and adds axios.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/api/**'],
    rules: { 'no-restricted-imports': rendererImports(['axios']) },
  },
  {
    // The renderer's layers point one way (docs/ARCHITECTURE.md): pages use components and stores;
    // components use stores; stores use the api layer and know no screen.
    files: ['src/renderer/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': rendererImports(['axios'], ['**/pages/**']) },
  },
  {
    // A product's folder (keno/, tournament/, ...) holds its calls and stores at the top and its screens in pages/:
    // the top is a store like any other.
    files: ['src/renderer/stores/**/*.ts', `src/renderer/{${RENDERER_PRODUCTS.join(',')}}/*.ts`],
    rules: { 'no-restricted-imports': rendererImports(['axios'], ['**/pages/**', '**/components/**']) },
  },
  {
    // shared/ runs in every process: it may import zod and other shared files, nothing else.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: 'src/shared runs in every process: it may import only zod and other shared files.',
            },
            {
              group: ['**/renderer/**', '**/main/**', '**/server/**', '**/preload/**'],
              message: 'src/shared may not reach into one process.',
            },
          ],
        },
      ],
    },
  },
  {
    // The main process: Node and Electron, the shared contract and the embedded API; never the UI.
    files: ['src/main/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'axios', 'mobx', 'mobx-react-lite', 'antd'],
          patterns: ['**/renderer/**', '**/preload/**'],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['electron'], patterns: ['**/renderer/**', '**/main/**', '**/preload/**'] },
      ],
    },
  },
  {
    // A route's body and answer are typed by its contract entry (server/http/route.ts contractRoute): an assertion in
    // a route would hide a drift between the contract and its handler from the compiler.
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression:not([typeAnnotation.typeName.name='const']), TSTypeAssertion",
          message: 'No type assertion in a route: type it by its contract entry (contractRoute).',
        },
      ],
    },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/renderer/**', '**/main/**', '**/server/**', 'node:*'] },
      ],
    },
  },
);
