import { Migration } from '@mikro-orm/migrations';

// A synth's delivery channels (Slack, Teams, Discord, a webhook, a private feed), deleted with the
// synth or its owner; a webhook's address and secret are stored sealed.
export class Migration20261129130000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "delivery_channels" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "user_id" uuid not null, "kind" varchar(16) not null, "name" varchar(80) not null, "sealed_url" text null, "sealed_secret" text null, "hint" varchar(120) null, constraint "delivery_channels_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "delivery_channels_synth_id_index" on "delivery_channels" ("synth_id");`);

    this.addSql(
      `alter table "delivery_channels" add constraint "delivery_channels_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "delivery_channels" add constraint "delivery_channels_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "delivery_channels" cascade;`);
  }
}
