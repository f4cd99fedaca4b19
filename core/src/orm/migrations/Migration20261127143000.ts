import { Migration } from '@mikro-orm/migrations';

// Written by hand: the choice of articles the prepare pass works out for each synth before a busy slot.
export class Migration20261127143000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "prepared_choices" ("synth_id" uuid not null, "input_key" varchar(64) not null, "mark" text not null, "choice" jsonb not null, "prepared_at" timestamptz not null, constraint "prepared_choices_pkey" primary key ("synth_id"));`,
    );
    this.addSql(
      `alter table "prepared_choices" add constraint "prepared_choices_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "prepared_choices" cascade;`);
  }
}
