import { Migration } from '@mikro-orm/migrations';

// A person's library of document carousels, one per run, deleted with the person or the run.
export class Migration20261129001745 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "carousels" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "run_id" uuid not null, "title" varchar(200) not null, "commentary" text not null, "page_count" int not null, "byte_size" int not null, "previews" jsonb not null, "pdf" bytea not null, constraint "carousels_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "carousels" add constraint "carousels_run_id_unique" unique ("run_id");`);
    this.addSql(`create index "carousels_user_id_created_at_index" on "carousels" ("user_id", "created_at");`);
    this.addSql(
      `alter table "carousels" add constraint "carousels_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "carousels" add constraint "carousels_run_id_foreign" foreign key ("run_id") references "synth_runs" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "carousels" cascade;`);
  }
}
