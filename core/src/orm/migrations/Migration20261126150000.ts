import { Migration } from '@mikro-orm/migrations';

export class Migration20261126150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "article_ratings" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "article_id" uuid not null, "run_id" uuid null, "title" text not null, "lead" text null, "source" text null, "liked" boolean not null, constraint "article_ratings_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "article_ratings" add constraint "article_ratings_synth_id_article_id_unique" unique ("synth_id", "article_id");`,
    );

    this.addSql(
      `create table "used_feedback_links" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "token_hash" text not null, constraint "used_feedback_links_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "used_feedback_links" add constraint "used_feedback_links_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "article_ratings" add constraint "article_ratings_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "used_feedback_links" add constraint "used_feedback_links_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_ratings" cascade;`);

    this.addSql(`drop table if exists "used_feedback_links" cascade;`);
  }
}
