// What a synth remembers it sent, on the real database: per synth, safe to write twice, forgotten
// after the memory window.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { storedArticles, storedSynthId } from '../../../test-support/stored-articles';
import { Article } from '../feeds/article.entity';
import { SentStory } from './sent-story.entity';
import { recallSentStories, rememberSentStories, SENT_STORY_MEMORY_DAYS } from './sent-story.repository';
import { fingerprintOf } from './story-fingerprint';

const em = useTestOrm();
const DAY = 86_400_000;

const newSynth = () => storedSynthId(em());
const newArticles = async (n: number): Promise<Article[]> =>
  (
    await storedArticles(em(), n, (i) => ({
      link: `https://news.example.com/${randomUUID()}?utm_source=rss`,
      canonicalUrl: `https://news.example.com/story-${randomUUID()}`,
      title: `Story ${i} about harbour cranes`,
      description: `Port workers in town ${i} installed new cranes.`,
    }))
  ).articles;

describe('sent stories', () => {
  it("recalls what a synth sent, with each article's address and fingerprint, and nothing of another synth", async () => {
    const [mine, other] = [await newSynth(), await newSynth()];
    const [a, b] = await newArticles(2);
    expect(await rememberSentStories(em(), mine, [a.id, b.id, a.id])).toBe(2);

    const recalled = await recallSentStories(em(), mine);
    expect(recalled).toHaveLength(2);
    expect(recalled).toContainEqual({
      articleId: a.id,
      title: a.title,
      sentAt: expect.any(Date),
      canonicalUrl: a.canonicalUrl,
      fingerprint: fingerprintOf(a),
    });
    expect(await recallSentStories(em(), other)).toEqual([]);
  });

  it('is safe to write again: a retried send moves the time on instead of adding rows', async () => {
    const synth = await newSynth();
    const [a] = await newArticles(1);
    await rememberSentStories(em(), synth, [a.id], new Date(Date.now() - DAY));
    await rememberSentStories(em(), synth, [a.id]);
    const rows = await em().find(SentStory, { synth });
    expect(rows).toHaveLength(1);
    expect(rows[0].sentAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it(`forgets stories older than ${SENT_STORY_MEMORY_DAYS} days`, async () => {
    const synth = await newSynth();
    const [old, recent] = await newArticles(2);
    await rememberSentStories(em(), synth, [old.id], new Date(Date.now() - (SENT_STORY_MEMORY_DAYS + 1) * DAY));
    // Not recalled even before anything prunes it...
    expect(await recallSentStories(em(), synth)).toEqual([]);
    // ...and pruned when the synth next sends.
    await rememberSentStories(em(), synth, [recent.id]);
    expect((await em().find(SentStory, { synth })).map((r) => r.articleId)).toEqual([recent.id]);
  });
});
