// Scores story identity on the labelled story pairs (test-support/story-pairs): clustering (one run
// reads all of a synth's articles; a pair is predicted the same story when both land in one item)
// and the sent-story memory (one article was sent, the other arrives in a later run with the rest
// of the synth's feed; predicted the same story when it is held back as already sent).
import { relatedTermsOf } from '@synth/core/relevance';
import { clusterStories, fingerprintOf, NO_TOPIC_STEMS, selectStories, topicStems } from '@synth/core/stories';
import { articlesOf as allArticlesOf, pairsOf as allPairsOf } from '../../test-support/story-pairs/story-pairs.ts';

/**
 * A way of telling stories apart: which fingerprint (marker weight, topic words ignored or not)
 * and which thresholds.
 */
export function scorer({ markerWeight, ignoreTopics, threshold, sentThreshold, teaserWords }) {
  // Many feeds give only a headline and a short teaser: the same pairs, cut to their first words.
  const articlesOf = (synth) =>
    allArticlesOf(synth).map((a) =>
      teaserWords ? { ...a, description: a.description.split(/\s+/).slice(0, teaserWords).join(' ') } : a,
    );
  const pairsOf = (synth) => {
    const byId = new Map(articlesOf(synth).map((a) => [a.id, a]));
    return allPairsOf(synth).map((p) => ({ ...p, a: byId.get(p.a.id), b: byId.get(p.b.id) }));
  };
  // As a run does: the synth's topics and the related terms the relevance filter matched them by.
  const ignoreOf = (synth) => (ignoreTopics ? topicStems(synth.topics, relatedTermsOf(synth.topics)) : NO_TOPIC_STEMS);
  const fingerprint = (a, synth) => fingerprintOf(a, { ignore: ignoreOf(synth), markerWeight });
  return {
    clustering(synths) {
      return tally(
        synths.flatMap((synth) => {
          const group = new Map();
          clusterStories(articlesOf(synth), {
            threshold,
            ignore: ignoreOf(synth),
            fingerprints: articlesOf(synth).map((a) => fingerprint(a, synth)),
          }).forEach((s, i) => s.members.forEach((m) => group.set(m.article.id, i)));
          return pairsOf(synth).map((p) => ({ ...p, predicted: group.get(p.a.id) === group.get(p.b.id) }));
        }),
      );
    },
    memory(synths) {
      return tally(
        synths.flatMap((synth) =>
          pairsOf(synth).map((p) => {
            // The later run carries the new article and the synth's other stories, not the sent one's.
            const run = articlesOf(synth).filter(
              (x) => x.id === p.b.id || (x.story !== p.a.story && x.story !== p.b.story),
            );
            const sent = [{ canonicalUrl: p.a.canonicalUrl, fingerprint: fingerprint(p.a, synth) }];
            // selectStories fingerprints the run itself; pass the same options.
            const { heldBack } = selectStories(run, sent, {
              ignore: ignoreOf(synth),
              threshold,
              sentThreshold,
              markerWeight,
            });
            return { ...p, predicted: heldBack.some((h) => h.story.members.some((m) => m.article.id === p.b.id)) };
          }),
        ),
      );
    },
  };
}

function tally(pairs) {
  let tp = 0,
    fp = 0,
    fn = 0;
  const wrong = [];
  for (const p of pairs) {
    if (p.sameStory && p.predicted) tp++;
    else if (p.predicted) {
      fp++;
      wrong.push(p);
    } else if (p.sameStory) {
      fn++;
      wrong.push(p);
    }
  }
  return {
    pairs: pairs.length,
    same: tp + fn,
    precision: tp + fp ? tp / (tp + fp) : 1,
    recall: tp + fn ? tp / (tp + fn) : 1,
    falseSame: fp,
    missed: fn,
    wrong,
  };
}

/**
 * The threshold a scorer should use on these synths (full leads and teasers pooled): the lowest
 * whose precision reaches `minPrecision` there and at every threshold above, with `margin` to
 * spare below it (so one close pair more does not cross the line), which keeps the most recall.
 */
export function calibrate(kind, synths, base, { minPrecision, grid, margin = 0.03 }) {
  const rows = grid.map((t) => {
    const runs = [0, base.teaserWords ?? TEASER_WORDS].map((teaserWords) =>
      scorer({ ...base, threshold: t, sentThreshold: t, teaserWords })[kind](synths),
    );
    const tp = runs.reduce((n, r) => n + r.recall * r.same, 0),
      same = runs.reduce((n, r) => n + r.same, 0);
    const predicted = runs.reduce((n, r) => n + r.recall * r.same + r.falseSame, 0);
    return { t, precision: predicted ? tp / predicted : 1, recall: tp / same };
  });
  const holdsFrom = (t) => rows.every((r) => r.t < t - margin - 1e-9 || r.precision >= minPrecision);
  const chosen = rows.find((r) => holdsFrom(r.t));
  return { threshold: chosen?.t ?? null, rows };
}

/** Words of a short teaser: the pairs are scored on full leads and cut to this. */
export const TEASER_WORDS = 12;
