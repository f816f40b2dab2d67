import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint-rules/feature-boundaries.js';

const NETWORK_ONLY_IN_API = 'Only src/client/api talks to the server: add a call or hook there and use it.';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', 'node_modules/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // core/ stays pure: it must not reach into the server or the client.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/api/**', '**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-feature-import': 'error',
      // The typed client in client/api is the one way to the server.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: NETWORK_ONLY_IN_API },
        { name: 'EventSource', message: NETWORK_ONLY_IN_API },
        { name: 'XMLHttpRequest', message: NETWORK_ONLY_IN_API },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['fetch', 'EventSource', 'XMLHttpRequest'].map((property) => ({ object, property, message: NETWORK_ONLY_IN_API })),
        ),
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**', 'node:*', 'fs', 'pg', '@electric-sql/*'] }],
    },
  },
);
