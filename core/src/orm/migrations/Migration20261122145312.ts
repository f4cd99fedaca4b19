import { Migration } from '@mikro-orm/migrations';

export class Migration20261122145312 extends Migration {
  override async up(): Promise<void> {
    // Trigram matching for the catalogue's substring search; a trusted extension since PostgreSQL 13.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "catalog_feeds" ("id" varchar(100) not null, "title" varchar(200) not null, "url" varchar(2048) not null, "description" text not null, "category" varchar(100) not null, "position" int not null, constraint "catalog_feeds_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "catalog_feeds" add constraint "catalog_feeds_url_unique" unique ("url");`);
    this.addSql(`create index "catalog_feeds_category_index" on "catalog_feeds" ("category");`);
    this.addSql(
      `create index "catalog_feeds_search_trgm" on "catalog_feeds" using gin ((lower(title || ' ' || description || ' ' || url)) gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalog_feeds" cascade;`);
  }
}
