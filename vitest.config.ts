import { defineConfig } from 'vitest/config';
import path from 'node:path';
import swc from 'unplugin-swc';
import { tsconfigAliases } from './web/tsconfigAliases';

// SWC emits decorator metadata, which esbuild does not (type-graphql and MikroORM read it).
const server = () =>
  swc.vite({
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
  });

// The API and the worker import the domain as `@synth/core/<part>` and the API imports the
// worker's schedule client as `@synth/workflows/schedules`; tests read their sources, not builds.
// graphql is pinned to its CommonJS entry: libraries (type-graphql, graphql-ws, Apollo) require()
// it, and two copies of graphql in one process refuse each other's schemas.
const resolve = {
  alias: [
    { find: /^@synth\/core\/(.*)$/, replacement: path.resolve(__dirname, 'core/src/$1') },
    { find: /^@synth\/workflows\/(.*)$/, replacement: path.resolve(__dirname, 'workflows/src/$1') },
    { find: /^graphql$/, replacement: path.resolve(__dirname, 'node_modules/graphql/index.js') },
  ],
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [server()],
        resolve,
        test: {
          name: 'unit',
          setupFiles: ['./test-support/setup.ts'],
          include: [
            'core/src/**/*.test.ts',
            'api/src/**/*.test.ts',
            'workflows/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        plugins: [server()],
        resolve,
        test: {
          name: 'integration',
          setupFiles: ['./test-support/setup.ts'],
          include: ['core/src/**/*.int.test.ts', 'api/src/**/*.int.test.ts', 'workflows/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['./test-support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Suites share one database and one Temporal server; files run one at a time.
          fileParallelism: false,
        },
      },
      {
        resolve: { alias: tsconfigAliases },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx', 'web/src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
