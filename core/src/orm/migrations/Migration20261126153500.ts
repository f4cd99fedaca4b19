import { Migration } from '@mikro-orm/migrations';

// The run page and the run history read a run's publications by run.
export class Migration20261126153500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "publications_run_id_post_index_index" on "publications" ("run_id", "post_index");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "publications_run_id_post_index_index";`);
  }
}
