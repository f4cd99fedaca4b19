import { Migration } from '@mikro-orm/migrations';

// Written by hand: an account's own server on a platform of independent servers (Mastodon), and
// Synth's app on each such server, registered once and shared by everyone there.
export class Migration20261129160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "connected_accounts" add column "instance" varchar(300) null;`);
    this.addSql(
      `create table "instance_apps" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "platform" varchar(16) not null, "server" varchar(300) not null, "client_id" text not null, "client_secret_sealed" text not null, constraint "instance_apps_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "instance_apps" add constraint "instance_apps_platform_server_unique" unique ("platform", "server");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "instance_apps" cascade;`);
    this.addSql(`alter table "connected_accounts" drop column if exists "instance";`);
  }
}
