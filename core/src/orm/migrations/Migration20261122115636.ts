import { Migration } from '@mikro-orm/migrations';

export class Migration20261122115636 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stripe_events" ("id" uuid not null, "event_id" varchar(255) not null, "type" varchar(100) not null, "event_created_at" timestamptz not null, "received_at" timestamptz not null, "user_id" uuid null, "outcome" text null, constraint "stripe_events_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "stripe_events" add constraint "stripe_events_event_id_unique" unique ("event_id");`);

    this.addSql(
      `alter table "users" add column "billing_cycle" varchar(16) null, add column "stripe_subscription_status" varchar(32) null, add column "subscription_updated_at" timestamptz null, add column "current_period_end" timestamptz null, add column "cancel_at_period_end" boolean not null default false;`,
    );
    this.addSql(`alter table "users" add constraint "users_stripe_customer_id_unique" unique ("stripe_customer_id");`);
    this.addSql(`create index "users_stripe_subscription_id_index" on "users" ("stripe_subscription_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_events" cascade;`);

    this.addSql(`alter table "users" drop constraint "users_stripe_customer_id_unique";`);
    this.addSql(`drop index "users_stripe_subscription_id_index";`);
    this.addSql(
      `alter table "users" drop column "billing_cycle", drop column "stripe_subscription_status", drop column "subscription_updated_at", drop column "current_period_end", drop column "cancel_at_period_end";`,
    );
  }
}
