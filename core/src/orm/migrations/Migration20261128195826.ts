import { Migration } from '@mikro-orm/migrations';

// A synth's public archive (its address and whether it is public), the digests its owner took out
// of it, and the addresses that asked for its digests on its page.
export class Migration20261128195826 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "unpublished_issues" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "run_id" uuid not null, "user_id" uuid not null, constraint "unpublished_issues_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "unpublished_issues" add constraint "unpublished_issues_run_id_unique" unique ("run_id");`,
    );

    this.addSql(
      `create table "public_subscribers" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "user_id" uuid not null, "email" varchar(254) not null, constraint "public_subscribers_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "public_subscribers" add constraint "public_subscribers_synth_id_email_unique" unique ("synth_id", "email");`,
    );

    this.addSql(
      `create table "public_editions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "user_id" uuid not null, "slug" varchar(32) not null, "is_public" boolean not null default false, constraint "public_editions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "public_editions" add constraint "public_editions_synth_id_unique" unique ("synth_id");`);
    this.addSql(`alter table "public_editions" add constraint "public_editions_slug_unique" unique ("slug");`);

    this.addSql(
      `alter table "unpublished_issues" add constraint "unpublished_issues_run_id_foreign" foreign key ("run_id") references "synth_runs" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "unpublished_issues" add constraint "unpublished_issues_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "public_subscribers" add constraint "public_subscribers_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "public_subscribers" add constraint "public_subscribers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "public_editions" add constraint "public_editions_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "public_editions" add constraint "public_editions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "unpublished_issues" cascade;`);

    this.addSql(`drop table if exists "public_subscribers" cascade;`);

    this.addSql(`drop table if exists "public_editions" cascade;`);
  }
}
