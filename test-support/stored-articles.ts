// A synth and a feed's articles stored directly, for tests of what the database remembers about
// them (sent stories, prepared choices): a fresh user's synth with no settings, and `n` items of one
// new feed whose text each test writes.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Article, Feed } from '@synth/core/feeds';
import { Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';

/** A fresh user's synth, with every setting at its default; its id. */
export async function storedSynthId(db: EntityManager): Promise<string> {
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'owner@example.com' } as never);
  const synth = db.create(Synth, { user } as never) as Synth;
  await db.flush();
  return synth.id;
}

type ItemText = Pick<Article, 'title'> & Partial<Pick<Article, 'description' | 'link' | 'canonicalUrl'>>;

/** `n` articles of one new feed (item keys item-0, item-1, …), each with the text `textOf(i)` gives. */
export async function storedArticles(
  db: EntityManager,
  n: number,
  textOf: (i: number) => ItemText,
): Promise<{ feedId: string; articles: Article[] }> {
  const feed = db.create(Feed, { url: `https://feeds.example.com/${randomUUID()}.xml` } as never) as Feed;
  const articles = Array.from(
    { length: n },
    (_, i) =>
      db.create(Article, {
        feed,
        itemKey: `item-${i}`,
        link: `https://news.example.com/${randomUUID()}`,
        ...textOf(i),
      } as never) as Article,
  );
  await db.flush();
  return { feedId: feed.id, articles };
}
