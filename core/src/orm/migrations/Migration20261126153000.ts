import { Migration } from '@mikro-orm/migrations';

// Publishing: a person's connected LinkedIn and X accounts (tokens sealed with AES-256-GCM) and one
// row per run post and platform published, whose unique key is also its workflow's id.
export class Migration20261126153000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "connected_accounts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "platform" varchar(16) not null, "external_id" varchar(100) not null, "display_name" varchar(200) not null, "handle" varchar(100) null, "access_token_sealed" text not null, "refresh_token_sealed" text null, "expires_at" timestamptz null, "reminder_sent_at" timestamptz null, constraint "connected_accounts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "connected_accounts_expires_at_index" on "connected_accounts" ("expires_at");`);
    this.addSql(
      `alter table "connected_accounts" add constraint "connected_accounts_user_id_platform_unique" unique ("user_id", "platform");`,
    );

    this.addSql(
      `create table "publications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "key" varchar(120) not null, "user_id" uuid not null, "run_id" uuid not null, "post_index" int not null, "platform" varchar(16) not null, "status" varchar(16) not null default 'publishing', "parts" jsonb not null, "first_comment" text null, "posted_ids" jsonb not null, "sending_part" int null, "comment_posted" boolean not null default false, "url" varchar(500) null, "error" text null, "publish_at" timestamptz null, "published_at" timestamptz null, "cost_usd" double precision null, constraint "publications_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "publications" add constraint "publications_key_unique" unique ("key");`);
    this.addSql(
      `create index "publications_user_id_platform_created_at_index" on "publications" ("user_id", "platform", "created_at");`,
    );

    this.addSql(
      `alter table "connected_accounts" add constraint "connected_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "publications" add constraint "publications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "publications" add constraint "publications_run_id_foreign" foreign key ("run_id") references "synth_runs" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "publications" cascade;`);
    this.addSql(`drop table if exists "connected_accounts" cascade;`);
  }
}
