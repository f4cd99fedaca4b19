import { Migration } from '@mikro-orm/migrations';

// Automatic publishing per synth: off unless a row says how many minutes after the digest.
export class Migration20261126154000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "auto_publish_settings" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "synth_id" uuid not null, "user_id" uuid not null, "delay_minutes" int not null, constraint "auto_publish_settings_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "auto_publish_settings" add constraint "auto_publish_settings_synth_id_unique" unique ("synth_id");`,
    );
    this.addSql(
      `alter table "auto_publish_settings" add constraint "auto_publish_settings_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "auto_publish_settings" add constraint "auto_publish_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "auto_publish_settings" cascade;`);
  }
}
