// The db part of the domain: column helpers and SQL utilities every feature's entities and
// repositories use. The ORM's bootstrap (the entity list, migrations) is in orm/, at the top.
export * from './advisory-lock';
export * from './base.entity';
export * from './in-transaction';
export * from './sql-names';
