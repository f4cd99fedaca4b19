import { Migration } from '@mikro-orm/migrations';

// Written by hand: a person's voice, one row per user (their own posts, their saved edits of run
// posts and the profile learned from both), deleted with the user.
export class Migration20261129120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "voice_profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "samples" jsonb not null, "edits" jsonb not null, "profile" jsonb not null, constraint "voice_profiles_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "voice_profiles" add constraint "voice_profiles_user_id_unique" unique ("user_id");`);
    this.addSql(
      `alter table "voice_profiles" add constraint "voice_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "voice_profiles" cascade;`);
  }
}
