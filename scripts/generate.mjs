// `npm run generate`: regenerates every generated file from its single source of truth.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/local-services.mjs';

const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
const step = (label, args) => {
  console.log(`[generate] ${label}`);
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
};

// The API's sources import the domain and the worker package through their builds.
step('building the domain and the worker (tsc -b)', [bin('typescript', 'bin/tsc'), '-b', 'core', 'workflows']);
step('schema.graphql from the type-graphql classes', [
  bin('tsx', 'dist/cli.mjs'),
  '--tsconfig',
  'api/tsconfig.json',
  'api/src/graphql/emit-schema.ts',
]);
step('Relay artifacts', [bin('relay-compiler', 'cli.js')]);
step('graphql-codegen output', [bin('@graphql-codegen/cli', 'cjs/bin.js'), '--config', 'codegen.ts']);
