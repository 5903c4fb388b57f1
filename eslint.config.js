import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeOnly = ['node:*', 'fs', 'path', 'crypto', 'os', 'child_process', 'http', 'https', 'net'];

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data*/**'],
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
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        { paths: ['electron', ...nodeOnly.filter((n) => !n.includes('*'))], patterns: ['node:*', '**/server/**', '**/main/**'] },
      ],
    },
  },
  {
    // Only the api layer knows URLs and axios.
    files: ['src/renderer/**/*.{ts,tsx}'],
    ignores: ['src/renderer/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['electron', 'axios'], patterns: ['node:*', '**/server/**', '**/main/**'] },
      ],
    },
  },
  {
    // shared/ runs in every process: nothing process-specific.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron', 'react', 'axios', 'fastify', ...nodeOnly.filter((n) => !n.includes('*'))],
          patterns: ['node:*', '**/renderer/**', '**/main/**', '**/server/**', '**/preload/**'],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['electron'], patterns: ['**/renderer/**', '**/main/**', '**/preload/**'] }],
    },
  },
  {
    files: ['src/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/renderer/**', '**/main/**', '**/server/**', 'node:*'] }],
    },
  },
);
