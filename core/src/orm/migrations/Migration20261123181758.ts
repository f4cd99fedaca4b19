import { Migration } from '@mikro-orm/migrations';

export class Migration20261123181758 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "feeds" add column "last_outcome" text null, add column "last_item_count" int null, add column "last_failure_reason" text null, add column "consecutive_failures" int not null default 0, add column "last_failed_run_id" uuid null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "feeds" drop column "last_outcome", drop column "last_item_count", drop column "last_failure_reason", drop column "consecutive_failures", drop column "last_failed_run_id";`,
    );
  }
}
