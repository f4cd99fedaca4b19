import { Migration } from '@mikro-orm/migrations';

export class Migration20261122110046 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "feeds" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "url" text not null, "title" text null, "etag" text null, "last_modified" text null, "last_fetched_at" timestamptz null, "fetch_claimed_at" timestamptz null, "last_http_status" int null, "last_error" text null, constraint "feeds_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "feeds" add constraint "feeds_url_unique" unique ("url");`);

    this.addSql(
      `create table "articles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "feed_id" uuid not null, "item_key" text not null, "link" text null, "canonical_url" text null, "title" text not null default '', "description" text null, "content" text null, "author" text null, "published_at" timestamptz null, constraint "articles_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "articles_canonical_url_index" on "articles" ("canonical_url");`);
    this.addSql(`create index "articles_published_at_index" on "articles" ("published_at");`);
    this.addSql(
      `alter table "articles" add constraint "articles_feed_id_item_key_unique" unique ("feed_id", "item_key");`,
    );

    this.addSql(
      `create table "summary_cache" ("key" varchar(64) not null, "summary" text null, "model" varchar(100) not null, "tokens_used" int not null default 0, "claimed_at" timestamptz null, "created_at" timestamptz not null, constraint "summary_cache_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "firebase_uid" varchar(128) not null, "display_name" varchar(255) null, "email" varchar(255) null, "photo_url" text null, "onboarded" boolean not null default false, "subscription_status" varchar(32) not null default 'trial', "trial_started_at" timestamptz not null, "executions_used" int not null default 0, "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_firebase_uid_unique" unique ("firebase_uid");`);

    this.addSql(
      `create table "synths" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "name" varchar(200) not null default 'My Content Synth', "status" text check ("status" in ('active', 'inactive')) not null default 'active', "rss_feed_urls" text[] not null, "fetch_latest_only" boolean not null default true, "topics" text[] not null, "summary_length" text check ("summary_length" in ('brief', 'medium', 'detailed')) not null default 'brief', "summary_style" text check ("summary_style" in ('informative', 'analytical', 'conversational')) not null default 'informative', "summary_custom_prompt" text null, "recipient_email" varchar(255) null, "email_schedule_time" varchar(5) not null default '09:00', "email_frequency" text check ("email_frequency" in ('daily', 'weekdays', 'weekly')) not null default 'daily', "user_timezone" varchar(64) not null default 'UTC', "content_type" text check ("content_type" in ('linkedin', 'twitter', 'facebook', 'instagram', 'email', 'blog')) not null default 'linkedin', "content_template" varchar(100) not null default 'informative', "content_custom_prompt" text null, "auto_select_template" boolean not null default false, "linked_in_enabled" boolean not null default true, "linked_in_post_style" varchar(100) null, "linked_in_custom_prompt" text null, "include_hashtags" boolean not null default true, "enable_real_world_examples" boolean not null default false, "send_when_nothing_new" boolean not null default false, "last_run_at" timestamptz null, "articles_fetched" int not null default 0, "articles_filtered" int not null default 0, "articles_processed" int not null default 0, constraint "synths_pkey" primary key ("id"), constraint synths_email_schedule_time_check check (email_schedule_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]\$'));`,
    );
    this.addSql(`alter table "synths" add constraint "synths_user_id_unique" unique ("user_id");`);
    this.addSql(`create index "synths_status_index" on "synths" ("status");`);

    this.addSql(
      `create table "synth_runs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "synth_id" uuid null, "trigger" text check ("trigger" in ('scheduled', 'manual', 'preview')) not null, "status" text check ("status" in ('queued', 'running', 'succeeded', 'failed', 'canceled')) not null default 'queued', "workflow_id" varchar(200) not null, "scheduled_for" timestamptz null, "started_at" timestamptz null, "finished_at" timestamptz null, "articles_fetched" int not null default 0, "articles_filtered" int not null default 0, "articles_processed" int not null default 0, "tokens_used" int not null default 0, "progress_current" int not null default 0, "progress_total" int not null default 3, "error" text null, "config" jsonb not null, "output" jsonb null, constraint "synth_runs_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "synth_runs_workflow_id_index" on "synth_runs" ("workflow_id");`);
    this.addSql(`create index "synth_runs_synth_id_created_at_index" on "synth_runs" ("synth_id", "created_at");`);

    this.addSql(
      `create table "run_logs" ("seq" bigserial primary key, "run_id" uuid not null, "at" timestamptz not null, "level" text check ("level" in ('info', 'success', 'warning', 'error')) not null default 'info', "step" varchar(40) not null, "message" text not null);`,
    );
    this.addSql(`create index "run_logs_run_id_seq_index" on "run_logs" ("run_id", "seq");`);

    this.addSql(
      `create table "email_deliveries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "delivery_key" varchar(200) not null, "run_id" uuid null, "status" varchar(16) not null default 'claimed', "message_id" varchar(255) null, "recipient" text not null, "sent_at" timestamptz null, constraint "email_deliveries_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_delivery_key_unique" unique ("delivery_key");`,
    );

    this.addSql(
      `alter table "articles" add constraint "articles_feed_id_foreign" foreign key ("feed_id") references "feeds" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "synths" add constraint "synths_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "synth_runs" add constraint "synth_runs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "synth_runs" add constraint "synth_runs_synth_id_foreign" foreign key ("synth_id") references "synths" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "run_logs" add constraint "run_logs_run_id_foreign" foreign key ("run_id") references "synth_runs" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "email_deliveries" add constraint "email_deliveries_run_id_foreign" foreign key ("run_id") references "synth_runs" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "articles" drop constraint "articles_feed_id_foreign";`);

    this.addSql(`alter table "synths" drop constraint "synths_user_id_foreign";`);

    this.addSql(`alter table "synth_runs" drop constraint "synth_runs_user_id_foreign";`);

    this.addSql(`alter table "synth_runs" drop constraint "synth_runs_synth_id_foreign";`);

    this.addSql(`alter table "run_logs" drop constraint "run_logs_run_id_foreign";`);

    this.addSql(`alter table "email_deliveries" drop constraint "email_deliveries_run_id_foreign";`);

    this.addSql(`drop table if exists "feeds" cascade;`);

    this.addSql(`drop table if exists "articles" cascade;`);

    this.addSql(`drop table if exists "summary_cache" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "synths" cascade;`);

    this.addSql(`drop table if exists "synth_runs" cascade;`);

    this.addSql(`drop table if exists "run_logs" cascade;`);

    this.addSql(`drop table if exists "email_deliveries" cascade;`);
  }
}
