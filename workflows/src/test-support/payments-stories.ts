// Fixture data the prepare-pass tests share: feeds of made-up payments stories, each a story of its
// own, and the count of summary requests the fake model has seen.
import { randomUUID } from 'node:crypto';
import { rss, type FeedServer } from '../../../test-support/feed-server';
import type { FakeOpenAi } from '../../../test-support/fake-openai';
import { madeUpName, STORY_ACTIONS } from '../../../test-support/made-up-names.mjs';

/** Model calls for summaries so far (each run also asks for its social post, which is not one). */
export const summaryCallsOf = (ai: FakeOpenAi): number =>
  ai.seen.filter(
    (r) =>
      r.url.endsWith('/chat/completions') && /summarises news articles/.test(JSON.stringify(r.body?.messages ?? [])),
  ).length;

// Every story its own: made-up names no other story shares, so none is taken for the same story told twice.
let names = 0;
const nextName = () => madeUpName(++names);
const ACTIONS = STORY_ACTIONS.slice(0, 10);

/** A feed of `n` payments stories, each its own, served by `feeds` on a path of its own under `prefix`. */
export function paymentsFeed(feeds: FeedServer, prefix: string, n: number): string {
  const tag = randomUUID().slice(0, 6);
  const path = `/${prefix}-${tag}.xml`;
  feeds.setFeed(
    path,
    rss(
      'Payments wire',
      Array.from({ length: n }, (_, i) => {
        const [company, product, city] = [nextName(), nextName(), nextName()];
        return {
          title: `${company} Bank ${ACTIONS[i % ACTIONS.length]} ${product} payments wallet in ${city}`,
          link: `https://news.example.com/${tag}/${i}`,
          description: `${company} Bank ${ACTIONS[i % ACTIONS.length]} its ${product} payments wallet in ${city}, a move worth $${10 + i} million for payments customers. Analysts in ${city} expect card payments, rates and markets to respond within ${2 + i} weeks.`,
        };
      }),
    ),
  );
  return `${feeds.url}${path}`;
}
