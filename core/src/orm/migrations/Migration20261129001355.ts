import { Migration } from '@mikro-orm/migrations';

// A published post's figures at each reading, deleted with the post or its owner.
export class Migration20261129001355 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "publication_figures" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "publication_id" uuid not null, "user_id" uuid not null, "platform" varchar(16) not null, "reading" varchar(8) not null, "read_at" timestamptz not null, "shared" boolean not null, "reactions" int not null, "replies" int not null, "reposts" int null, "impressions" int null, constraint "publication_figures_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "publication_figures_user_id_read_at_index" on "publication_figures" ("user_id", "read_at");`,
    );
    this.addSql(
      `alter table "publication_figures" add constraint "publication_figures_publication_id_reading_unique" unique ("publication_id", "reading");`,
    );

    this.addSql(
      `alter table "publication_figures" add constraint "publication_figures_publication_id_foreign" foreign key ("publication_id") references "publications" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "publication_figures" add constraint "publication_figures_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "publication_figures" cascade;`);
  }
}
