import { Migration } from '@mikro-orm/migrations';

// Written by hand: the address's daily cap on confirmation emails counts across accounts; the owner
// is mailed a notice only at a verified address; that notice is a delivery the digest cap does not
// count; and a publish remembers whether the link goes in the first comment when it re-reads the text.
export class Migration20261128190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "confirmation_emails_recipient_created_at_index" on "confirmation_emails" ("recipient", "created_at");`,
    );
    this.addSql(`alter table "users" add column "email_verified" boolean not null default false;`);
    this.addSql(`alter table "email_deliveries" add column "kind" varchar(24) not null default 'digest';`);
    this.addSql(`alter table "publications" add column "link_as_first_comment" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "publications" drop column "link_as_first_comment";`);
    this.addSql(`alter table "email_deliveries" drop column "kind";`);
    this.addSql(`alter table "users" drop column "email_verified";`);
    this.addSql(`drop index "confirmation_emails_recipient_created_at_index";`);
  }
}
