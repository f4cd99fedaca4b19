import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';

/**
 * Quoted table and column names of an entity, read from the ORM's metadata, for the few statements
 * the query builder cannot say in one round trip (conditional claims, ON CONFLICT, RETURNING).
 * Columns are named by entity property, so renaming a property fails to compile and renaming a
 * column follows the mapping.
 */
export function sqlNames<T extends object>(em: EntityManager, entity: EntityClass<T>) {
  const meta = em.getMetadata(entity);
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return {
    table: quote(meta.tableName),
    col(property: keyof T & string): string {
      const field = meta.properties[property as keyof typeof meta.properties]?.fieldNames?.[0];
      if (!field) throw new Error(`${meta.className}.${property} is not a mapped column`);
      return quote(field);
    },
  };
}
