import { Migration } from '@mikro-orm/migrations';

export class Migration20261126154517 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "article_embeddings" ("key" varchar(64) not null, "model" varchar(100) not null, "vector" bytea not null, "tokens_used" int not null default 0, "created_at" timestamptz not null, constraint "article_embeddings_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_embeddings" cascade;`);
  }
}
