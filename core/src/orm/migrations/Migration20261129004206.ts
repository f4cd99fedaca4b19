import { Migration } from '@mikro-orm/migrations';

// Automatic publishing may wait for the best time on each network, and says why.
export class Migration20261129004206 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "publications" add column "publish_note" text null;`);

    this.addSql(`alter table "auto_publish_settings" add column "best_time" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auto_publish_settings" drop column "best_time";`);

    this.addSql(`alter table "publications" drop column "publish_note";`);
  }
}
