import { Migration } from '@mikro-orm/migrations';

// Written by hand (others added migrations the same day): how many stories at most a synth's digest carries.
export class Migration20261126174500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "synths" add column "digest_item_limit" int not null default 10;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "synths" drop column "digest_item_limit";`);
  }
}
