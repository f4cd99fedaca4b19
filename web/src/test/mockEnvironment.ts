import { createMockEnvironment as create, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { vi } from 'vitest';

// relay-test-utils spies with jest.fn; vitest's vi.fn is call-compatible.
(globalThis as unknown as { jest?: unknown }).jest ??= vi;

/** The mock environment, typed so it can be given to providers and loadQuery as an Environment. */
export type TestEnvironment = MockEnvironment & Environment;

export const createMockEnvironment = (...args: Parameters<typeof create>): TestEnvironment =>
  create(...args) as TestEnvironment;
export { MockPayloadGenerator };

type OperationResolver = Parameters<MockEnvironment['mock']['queueOperationResolver']>[0];

/**
 * Answers every operation with `resolver` (relay-test-utils uses a queued resolver once). An
 * operation the resolver returns null or undefined for stays pending, for the test to resolve.
 */
export function resolveEvery(environment: MockEnvironment, resolver: OperationResolver): void {
  // Each use queues a fresh function: the mock drops every queued copy of the one it used.
  const next = (): OperationResolver => (operation) => {
    const result = resolver(operation);
    if (result != null) environment.mock.queueOperationResolver(next());
    return result;
  };
  environment.mock.queueOperationResolver(next());
}
