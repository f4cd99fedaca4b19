// Test-only stand-in for Relay's `graphql` tag. The build rewrites tags into artifact imports
// (vite-plugin-relay-lite); the vitest "web" project runs without that plugin, so tests swap the
// tag for a lookup of the same generated artifact:
//   vi.mock('react-relay', async (orig) => (await import('../test/relayTag')).withGraphqlTag(await orig()));
const artifacts = import.meta.glob('../__generated__/*.graphql.ts', { eager: true, import: 'default' }) as Record<
  string,
  unknown
>;

const NAME = /(?:fragment|query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/;

export function graphql(strings: TemplateStringsArray | readonly string[]): unknown {
  const name = NAME.exec(strings[0])?.[1];
  const artifact = name ? artifacts[`../__generated__/${name}.graphql.ts`] : undefined;
  if (!artifact) throw new Error(`No Relay artifact for ${name ?? 'an unnamed document'}; run relay-compiler`);
  return artifact;
}

/** react-relay (CommonJS) with the tag replaced; named exports may sit on `default` only. */
export function withGraphqlTag<T extends object>(reactRelay: T): T {
  const cjs = (reactRelay as { default?: object }).default ?? {};
  return { ...cjs, ...reactRelay, graphql } as T;
}
