import { Migration } from '@mikro-orm/migrations';

// A publication may carry a carousel (a LinkedIn document post), with the document LinkedIn gave it once uploaded.
export class Migration20261129002325 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "publications" add column "carousel_id" uuid null, add column "document_id" varchar(200) null;`,
    );
    this.addSql(
      `alter table "publications" add constraint "publications_carousel_id_foreign" foreign key ("carousel_id") references "carousels" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "publications" drop constraint "publications_carousel_id_foreign";`);

    this.addSql(`alter table "publications" drop column "carousel_id", drop column "document_id";`);
  }
}
