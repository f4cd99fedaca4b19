import { Migration } from '@mikro-orm/migrations';

export class Migration20261123181918 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "tokens_revoked_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "tokens_revoked_at";`);
  }
}
