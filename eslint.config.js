import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One fetching shape (issue 20 item 6): query keys are built by each feature's keys object in its api module
    // (an api/ folder or a *-api.ts file); components and hooks elsewhere use those, never a literal key.
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    ignores: ['apps/web/src/**/api/**', 'apps/web/src/**/*-api.ts', 'apps/web/src/**/*-keys.ts', 'apps/web/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: "A literal query key: build it with the feature's keys object in its api module (api/ or *-api.ts).",
        },
      ],
    },
  },
  {
    // Issue 20 item 6: a write is a useXxx() hook of its feature's api module, which invalidates through the
    // feature's keys; a component (.tsx) only draws and calls the hook.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: "A write in a component: make it a useXxx() hook in the feature's api module (api/ or *-api.ts).",
            },
          ],
        },
      ],
    },
  },
);
