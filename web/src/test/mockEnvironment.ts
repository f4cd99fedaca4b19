import { createMockEnvironment as create, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { vi } from 'vitest';

// relay-test-utils spies with jest.fn; vitest's vi.fn is call-compatible.
(globalThis as unknown as { jest?: unknown }).jest ??= vi;

/** The mock environment, typed so it can be given to providers and loadQuery as an Environment. */
export type TestEnvironment = MockEnvironment & Environment;

export const createMockEnvironment = (...args: Parameters<typeof create>): TestEnvironment => create(...args) as TestEnvironment;
export { MockPayloadGenerator };
