import { Migration } from '@mikro-orm/migrations';

export class Migration20261126140558 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "recipients" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "email" varchar(254) not null, "status" text check ("status" in ('confirmed', 'pending')) not null default 'pending', "round" int not null default 0, "confirmed_at" timestamptz null, "last_requested_at" timestamptz null, constraint "recipients_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "recipients" add constraint "recipients_user_id_email_unique" unique ("user_id", "email");`,
    );

    this.addSql(
      `create table "email_suppressions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "email" varchar(254) not null, constraint "email_suppressions_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "email_suppressions" add constraint "email_suppressions_user_id_email_unique" unique ("user_id", "email");`,
    );

    this.addSql(
      `create table "confirmation_emails" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "recipient" varchar(254) not null, constraint "confirmation_emails_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "confirmation_emails_user_id_created_at_index" on "confirmation_emails" ("user_id", "created_at");`,
    );

    this.addSql(
      `alter table "recipients" add constraint "recipients_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "email_suppressions" add constraint "email_suppressions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "confirmation_emails" add constraint "confirmation_emails_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // Recipients saved before confirmation existed: the owner's own address stays confirmed; any
    // other waits for its person (the editor offers Resend), so no address keeps getting mail unasked.
    this
      .addSql(`insert into "recipients" ("id", "created_at", "updated_at", "user_id", "email", "status", "round", "confirmed_at")
      select gen_random_uuid(), now(), now(), s."user_id", lower(trim(s."recipient_email")),
        case when lower(trim(s."recipient_email")) = lower(trim(u."email")) then 'confirmed' else 'pending' end, 0,
        case when lower(trim(s."recipient_email")) = lower(trim(u."email")) then now() end
      from "synths" s join "users" u on u."id" = s."user_id"
      where trim(coalesce(s."recipient_email", '')) <> '' and length(trim(s."recipient_email")) <= 254
      on conflict ("user_id", "email") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recipients" cascade;`);

    this.addSql(`drop table if exists "email_suppressions" cascade;`);

    this.addSql(`drop table if exists "confirmation_emails" cascade;`);
  }
}
