import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.deploy/**',
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/@mf-types/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'rxjs',
              message: 'Use @haveli/event-bus: it is the one shared copy of rxjs on the page.',
            },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message:
                'Use @haveli/router: it is the one shared, tree-shaken copy of react-router on the page.',
            })),
            {
              name: '@tanstack/react-query',
              message:
                'Use @haveli/query: it is the one shared, tree-shaken copy of TanStack Query on the page.',
            },
          ],
          patterns: [
            {
              group: ['rxjs/*'],
              message: 'Use @haveli/event-bus: it is the one shared copy of rxjs on the page.',
            },
          ],
        },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The facades themselves: the one place rxjs, react-router and TanStack Query are each imported.
    files: ['packages/event-bus/**', 'packages/router/**', 'packages/query/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
