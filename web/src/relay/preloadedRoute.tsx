import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { preloadQuery } from './preload';

/**
 * A route module's `loader` and `Component` for a screen fed by queries its loader preloads: `load` starts them and
 * resolves to the screen's props, or to null for a signed-out visitor (no query was sent; the guard is redirecting).
 * `fallback` shows until the data arrives.
 */
export function preloadedRoute<P extends object>(
  load: () => Promise<P | null>,
  Screen: ComponentType<P>,
  fallback: ReactNode,
) {
  function Component() {
    const props = useLoaderData() as P | null;
    if (!props) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return { loader: load, Component };
}

/** The usual case: one query without variables, handed to the screen as its `queryRef`. */
export function queryRoute<T extends OperationType>(
  query: GraphQLTaggedNode,
  Screen: ComponentType<{ queryRef: PreloadedQuery<T> }>,
  fallback: ReactNode,
) {
  const load = async () => {
    const queryRef = await preloadQuery<T>(query, {} as VariablesOf<T>);
    return queryRef && { queryRef };
  };
  return preloadedRoute(load, Screen, fallback);
}
