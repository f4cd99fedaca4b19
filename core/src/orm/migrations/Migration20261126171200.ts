import { Migration } from '@mikro-orm/migrations';

// Written by hand (others added migrations the same day): the language a synth's digest is written in.
export class Migration20261126171200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "synths" add column "digest_language" text not null default 'en';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "synths" drop column "digest_language";`);
  }
}
