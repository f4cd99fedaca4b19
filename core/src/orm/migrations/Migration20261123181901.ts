import { Migration } from '@mikro-orm/migrations';

export class Migration20261123181901 extends Migration {
  override async up(): Promise<void> {
    // What each synth's digests carried, so a later run does not send the same story again.
    this.addSql(
      `create table "sent_stories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "article_id" uuid not null, "canonical_url" text null, "title" text not null, "fingerprint" jsonb not null, "sent_at" timestamptz not null, constraint "sent_stories_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sent_stories_synth_id_sent_at_index" on "sent_stories" ("synth_id", "sent_at");`);
    this.addSql(
      `alter table "sent_stories" add constraint "sent_stories_synth_id_article_id_unique" unique ("synth_id", "article_id");`,
    );
    this.addSql(
      `alter table "sent_stories" add constraint "sent_stories_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sent_stories" cascade;`);
  }
}
