// Lint for the whole repository: TypeScript rules everywhere, Relay and React hooks rules for the web app.
import tseslint from 'typescript-eslint';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { CORE_LAYERS } from './core/layers.mjs';

/** One zone per layer: its folder may not import any folder above it (core/layers.mjs). */
const layerZones = CORE_LAYERS.slice(0, -1).map((layer, i) => ({
  target: layer === '.' ? './core/src/*.ts' : `./core/src/${layer}/**`,
  from: CORE_LAYERS.slice(i + 1).map((above) => (above === '.' ? './core/src/*.ts' : `./core/src/${above}/**`)),
  message: `core/src/${layer} is below these folders in the layer order of core/layers.mjs, so it may not import them: move the shared type or rule down, or pass a function in.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '.data/**',
      'core/src/orm/migrations/**',
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
    // The server's packages: imports are extensionless TypeScript paths, read with the TypeScript parser.
    files: ['core/src/**/*.{ts,tsx}', 'api/src/**/*.ts', 'workflows/src/**/*.ts'],
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.json', '.js'] })],
    },
    // No circle of files: a reader can always start from the bottom (type-only imports do not count).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The domain reads from the top down: no folder of core/src imports one above it.
    files: ['core/src/**/*.{ts,tsx}'],
    // Tests may reach any layer: they check a feature, nothing depends on them.
    ignores: ['**/*.test.ts', '**/*.test-data.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
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
