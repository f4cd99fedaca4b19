// A synth learns from its stored ratings, on the real database: silent below ten, then its filter
// keeps an item its topics alone would leave out, saying which liked items it resembles; the
// ratings of one synth never teach another, and a reset forgets them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';
import { countFeedback, feedbackModelFor, resetFeedback, saveRating } from './article-rating.repository';
import { feedbackAdjuster } from './feedback-adjuster';
import { filterByRelevance, type FilterCandidate } from './relevance-filter';

const em = useTestOrm();

async function newSynth(): Promise<string> {
  const db = em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'learner@example.com' } as never);
  const synth = db.create(Synth, { user } as never);
  await db.flush();
  return (synth as Synth).id;
}

// The reader wants drone deliveries, which the synth's topics do not name, and not the football they do.
const LIKED = [
  'Drone deliveries reach rural pharmacies',
  'Delivery drones cleared for city flights',
  'Pharmacy chain tests drone delivery',
  'Drone maker wins delivery contract',
  'Hospital samples flown by drone',
];
const DISLIKED = [
  'Football club signs new striker',
  'Football league sets cup dates',
  'Goalkeeper injured before football final',
  'Football stadium expansion approved',
  'Coach leaves football club',
];

async function rate(synthId: string, titles: string[], liked: boolean): Promise<void> {
  for (const title of titles) {
    await saveRating(em(), {
      synthId,
      runId: null,
      articleId: randomUUID(),
      article: { title, lead: `${title}.`, source: 'Morning News' },
      liked,
    });
  }
}

const candidate = (title: string): FilterCandidate => ({
  id: randomUUID(),
  title,
  description: `${title}.`,
  feedTitle: 'Morning News',
});

describe('learning from feedback', () => {
  it('changes what the filter keeps from the tenth rating on, and names the liked items it followed', async () => {
    const synthId = await newSynth();
    const other = await newSynth();
    await rate(synthId, LIKED, true);
    await rate(synthId, DISLIKED.slice(0, 4), false);
    expect(await feedbackModelFor(em(), synthId)).toBeNull();
    expect(await countFeedback(em(), synthId)).toEqual({ liked: 5, disliked: 4, total: 9, neededToLearn: 1 });

    await rate(synthId, DISLIKED.slice(4), false);
    const model = await feedbackModelFor(em(), synthId);
    expect(model?.ratings).toBe(10);

    // The drone item matches neither topic; the football item matches one.
    const drone = candidate('Drone delivery network expands to pharmacies');
    const football = candidate('Football club appoints new coach');
    const topics = ['fintech', 'football club'];
    const topicsOnly = filterByRelevance([drone, football], topics);
    expect(topicsOnly.kept.map((a) => a.title)).toEqual([football.title]);
    const learned = filterByRelevance([drone, football], topics, {
      adjust: feedbackAdjuster(model),
    });
    expect(learned.kept.map((a) => a.title)).toEqual([drone.title]);
    expect(LIKED).toContain(learned.kept[0].relevance!.likedTitles![0]);
    expect(learned.leftOut).toMatchObject([{ title: football.title, reason: { kind: 'belowThreshold' } }]);

    // Another synth of the same database learned nothing from these ratings.
    expect(await feedbackModelFor(em(), other)).toBeNull();

    expect(await resetFeedback(em(), synthId)).toBe(10);
    expect(await feedbackModelFor(em(), synthId)).toBeNull();
  });
});
