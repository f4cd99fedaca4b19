import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { useTestServices } from '../../../test-support/env';
import { CONTENT_TYPE_IDS } from '../content/content-types';
import { ormConfig } from './mikro-orm.config';

const services = useTestServices();
const dbName = `migrations_${Date.now()}`;
const admin = services.databaseUrl.replace(/\/[^/]+$/, '/postgres');
let orm: MikroORM | undefined;

afterAll(async () => {
  await orm?.close();
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`drop database if exists "${dbName}"`);
  await c.end();
});

describe('migrations', () => {
  it('build the schema of the entities exactly, from an empty database', async () => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`create database "${dbName}"`);
    await c.end();
    orm = await MikroORM.init(ormConfig(services.databaseUrl.replace(/\/[^/]+$/, `/${dbName}`)));
    const migrator = orm.getMigrator();
    await migrator.up();
    expect(await migrator.getPendingMigrations()).toEqual([]);
    // Fails when an entity changed without a migration: run migration-tool.ts create and commit it.
    expect(await migrator.checkMigrationNeeded()).toBe(false);
  });

  it('enforce one synth per user and the HH:MM format in the database itself', async () => {
    const conn = orm!.em.getConnection();
    const [user] = await conn.execute<{ id: string }[]>(
      `insert into users (id, firebase_uid, created_at, updated_at, trial_started_at) values (gen_random_uuid(), 'u1', now(), now(), now()) returning id`,
    );
    const insert = (time: string) =>
      conn.execute(
        `insert into synths (id, user_id, rss_feed_urls, topics, email_schedule_time, created_at, updated_at) values (gen_random_uuid(), ?, '{}', '{}', ?, now(), now())`,
        [user.id, time],
      );
    await expect(insert('9:00')).rejects.toThrow(/email_schedule_time/);
    await insert('09:00');
    await expect(insert('10:00')).rejects.toThrow(/unique/);
  });

  it('store every content type of the registry and refuse any other', async () => {
    const conn = orm!.em.getConnection();
    const insert = (uid: string, contentType: string) =>
      conn.execute(
        `with u as (insert into users (id, firebase_uid, created_at, updated_at, trial_started_at) values (gen_random_uuid(), ?, now(), now(), now()) returning id)
       insert into synths (id, user_id, rss_feed_urls, topics, content_type, created_at, updated_at) select gen_random_uuid(), u.id, '{}', '{}', ?, now(), now() from u`,
        [uid, contentType],
      );
    for (const id of CONTENT_TYPE_IDS) await insert(`content-${id}`, id);
    const stored = await conn.execute<{ content_type: string }[]>(
      `select s.content_type from synths s join users u on u.id = s.user_id where u.firebase_uid like ?`,
      ['content-%'],
    );
    expect(stored.map((r) => r.content_type).sort()).toEqual([...CONTENT_TYPE_IDS].sort());
    await expect(insert('content-myspace', 'myspace')).rejects.toThrow(/content_type/);
  });
});
