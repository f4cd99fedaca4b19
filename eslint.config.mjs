// Lint for the whole repository: TypeScript rules everywhere, Relay and React hooks rules for the web app.
import tseslint from 'typescript-eslint';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '.data/**',
      'core/src/db/migrations/**',
      'web/dist/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      // Imports stand at the top of a file, where a reader looks for what it depends on.
      'import-x/first': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['core/src/**/*.ts', 'api/src/**/*.ts', 'workflows/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='execute'][callee.object.callee.property.name='getConnection']",
          message:
            "Run SQL with em.execute(...): it joins the caller's transaction, while the connection's execute runs outside it.",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay, 'react-hooks': reactHooks },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'warn',
      'relay/must-colocate-fragment-spreads': 'warn',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      // A hook called conditionally, or an effect that reads a value missing from its dependencies, runs with stale data.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
