import { Migration } from '@mikro-orm/migrations';

export class Migration20261123161000 extends Migration {
  override async up(): Promise<void> {
    // Counters of rate-limiter-flexible, shared by every API process (see RateLimitCounter).
    this.addSql(
      `create table "rate_limits" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }
}
