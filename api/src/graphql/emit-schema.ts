// Writes schema.graphql at the repository root from the type-graphql classes (npm run generate).
import { printSchema, lexicographicSortSchema } from 'graphql';
import fs from 'node:fs';
import { createSchema, SCHEMA_FILE } from './schema';

async function main() {
  const schema = await createSchema(null);
  const header = '# Generated from the type-graphql classes in api/src by `npm run generate`. Do not edit.\n\n';
  fs.writeFileSync(SCHEMA_FILE, header + printSchema(lexicographicSortSchema(schema)) + '\n');
  console.log(`wrote ${SCHEMA_FILE}`);
}

void main();
