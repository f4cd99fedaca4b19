import { Migration } from '@mikro-orm/migrations';

// Written by hand (others added migrations the same day): the shared cache of article pages read
// behind feed teasers, and the synth setting that turns reading them on.
export class Migration20261126161500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "article_pages" ("key" varchar(64) not null, "url" text not null, "outcome" text not null, "text" text null, "reason" text null, "fetched_at" timestamptz not null, "expires_at" timestamptz not null, constraint "article_pages_pkey" primary key ("key"));`,
    );

    this.addSql(`alter table "synths" add column "read_full_article" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_pages" cascade;`);

    this.addSql(`alter table "synths" drop column "read_full_article";`);
  }
}
