import { Migration } from '@mikro-orm/migrations';

// Written by hand: synths may write Bluesky, Mastodon and Threads posts.
export class Migration20261129150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "synths" drop constraint if exists "synths_content_type_check";`);
    this.addSql(
      `alter table "synths" add constraint "synths_content_type_check" check("content_type" in ('linkedin', 'twitter', 'bluesky', 'mastodon', 'threads', 'facebook', 'instagram', 'email', 'blog'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "synths" drop constraint if exists "synths_content_type_check";`);
    this.addSql(
      `alter table "synths" add constraint "synths_content_type_check" check("content_type" in ('linkedin', 'twitter', 'facebook', 'instagram', 'email', 'blog'));`,
    );
  }
}
