import { Migration } from '@mikro-orm/migrations';

export class Migration20261123173717 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "synths" alter column "linked_in_post_style" type varchar(100) using ("linked_in_post_style"::varchar(100));`,
    );
    this.addSql(`alter table "synths" alter column "linked_in_post_style" set default 'informative';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "synths" alter column "linked_in_post_style" drop default;`);
    this.addSql(
      `alter table "synths" alter column "linked_in_post_style" type varchar(100) using ("linked_in_post_style"::varchar(100));`,
    );
  }
}
