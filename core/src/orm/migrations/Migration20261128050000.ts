import { Migration } from '@mikro-orm/migrations';

// Written by hand: one run per workflow. A busy minute's scheduled runs are recorded by the slot's
// starter and by the run itself, whichever comes first; the second must find the first's row.
export class Migration20261128050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "synth_runs_workflow_id_index";`);
    this.addSql(`alter table "synth_runs" add constraint "synth_runs_workflow_id_unique" unique ("workflow_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "synth_runs" drop constraint "synth_runs_workflow_id_unique";`);
    this.addSql(`create index "synth_runs_workflow_id_index" on "synth_runs" ("workflow_id");`);
  }
}
