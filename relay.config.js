// relay-compiler reads the committed schema and writes artifacts beside the web sources.
// vite-plugin-relay-lite (web/vite.config.ts) reads this file too, so paths are from the repo root.
module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  artifactDirectory: './web/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  noFutureProofEnums: true,
  customScalarTypes: { DateTimeISO: 'string' },
  exclude: ['**/node_modules/**', '**/__generated__/**'],
};
