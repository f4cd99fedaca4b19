import { Migration } from '@mikro-orm/migrations';

export class Migration20261123181854 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "synth_runs_user_id_created_at_index" on "synth_runs" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "synth_runs_user_id_created_at_index";`);
  }
}
