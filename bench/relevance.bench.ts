// bench:relevance: precision, recall and F1 of the relevance filters on the labelled corpus in
// test-support/relevance-corpus, per person and overall, on the quick creator's topics and on the
// words each person would type: the literal whole-word filter the product used before, the offline
// relevance score, and the score with the learned feedback model after 10, 20 and 40 ratings from a
// simulated reader; and on the broad name of each person's field typed alone, where the column
// "parts" counts the six wanted stories about the field's parts (that never name the field) kept.
// In process, CPU-light, no services.
//
// The threshold was chosen on the calibration half of the people; the held-out half is reported
// apart so the figures are not fitted to the data. The simulated reader rates what a digest shows
// first (its kept items, best first, then the left-out list, then off-topic items from other
// people's feeds), "More like this" for what matches a hidden preference (part of what they want,
// never said in the topics: ocean freight for the supply-chain consultant) and "Less like this" for the rest; the
// model is then judged on the other half of that person's articles, which were never rated
// (two folds, each used once for rating and once for judging). The model reads the word vectors a
// run reads, as does the offline score (`--no-word-vectors`: the words alone). Its P, R and F1 are against the reader's
// hidden preference; "P (labels)" is the kept items' precision against what the person wants at
// all, so a model that lets near-misses in shows there.
//
// `--embeddings` also measures the relevance by meaning: the model at OPENAI_BASE_URL (with
// OPENAI_API_KEY and OPENAI_EMBEDDING_MODEL) embeds each person's synth and articles, and the cosine
// threshold is chosen on the calibration half, which is how EMBEDDING_THRESHOLD is set for a model.
// Without OPENAI_BASE_URL it uses the test stand-in's hashed bags of stems: the plumbing, not a model.
//
// `--errors` lists the calibration half's false positives and false negatives of the offline score,
// per kind of topics and person, with each article's score and reasons: what a change is chosen on.
// (`--errors=all` lists the held-out half's too, for the write-up only.)
import { synthFromPrompt } from '../core/src/catalog/quick-create';
import { matchesTopics } from '../core/src/feeds/topic-filter';
import { feedbackAdjuster } from '../core/src/relevance/feedback-adjuster';
import { filterByRelevance, RELEVANCE_THRESHOLD, type FilterCandidate } from '../core/src/relevance/relevance-filter';
import {
  articleEmbeddingText,
  cosine,
  EMBEDDING_THRESHOLD,
  synthProfileText,
} from '../core/src/relevance/semantic-scores';
import { stemsOf, stemWord } from '../core/src/relevance/stems';
import { loadWordVectors, type WordVectors } from '../core/src/relevance/word-vectors';
import { OpenAiProvider } from '../core/src/ai/openai-provider';
import { startFakeOpenAi } from '../test-support/fake-openai';
import {
  CALIBRATION_PEOPLE,
  HELD_OUT_PEOPLE,
  RELEVANCE_PEOPLE,
  type LabelledArticle,
  type RelevancePerson,
} from '../test-support/relevance-corpus';
import { machineCalibration } from './lib/calibration.mjs';

type FeedbackModule = typeof import('../core/src/relevance/feedback-model');

const TOPIC_KINDS = ['quick creator', 'typed words', 'field name'] as const;
type TopicKind = (typeof TOPIC_KINDS)[number];
/** The learned model is measured on the topics a synth is made with: the quick creator's and typed words. */
const LEARNED_KINDS: readonly TopicKind[] = ['quick creator', 'typed words'];
/** The goals: F1 by kind of topics, precision on every kind, and the field's parts each person keeps. */
const GOAL_F1: Partial<Record<TopicKind, number>> = { 'quick creator': 0.95, 'typed words': 0.92 };
const GOAL_PRECISION = 0.9;
const GOAL_PARTS = 4;
const RATINGS = [10, 20, 40];
const DIGEST_TOP = 5;
const heldOut = new Set(HELD_OUT_PEOPLE.map((p) => p.id));
const errorsFlag = process.argv.find((a) => a === '--errors' || a === '--errors=all');
const listErrorsOf = (person: RelevancePerson) =>
  !!errorsFlag && (errorsFlag === '--errors=all' || !heldOut.has(person.id));

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });
const add = (a: Counts, b: Counts): Counts => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn });
const ratio = (n: number, d: number) => (d ? n / d : 0);
const precision = (c: Counts) => ratio(c.tp, c.tp + c.fp);
const recall = (c: Counts) => ratio(c.tp, c.tp + c.fn);
const f1 = (c: Counts) => ratio(2 * precision(c) * recall(c), precision(c) + recall(c));
const fmt = (x: number) => x.toFixed(2);
const prf = (c: Counts) => `${fmt(precision(c))}  ${fmt(recall(c))}  ${fmt(f1(c))}`;

function count(articles: readonly LabelledArticle[], kept: (a: LabelledArticle, i: number) => boolean): Counts {
  const c = zero();
  articles.forEach((a, i) => {
    const k = kept(a, i);
    if (k && a.wanted) c.tp++;
    else if (k) c.fp++;
    else if (a.wanted) c.fn++;
  });
  return c;
}

function topicsOf(person: RelevancePerson, kind: TopicKind): string[] {
  if (kind === 'typed words') return person.typedTopics;
  if (kind === 'field name') return [person.fieldName];
  const draft = synthFromPrompt(person.description);
  return draft.ok ? (draft.config.topics ?? []) : [];
}

const candidate = (a: LabelledArticle, id: string): FilterCandidate => ({
  id,
  title: a.title,
  description: a.lead,
  feedTitle: null,
});

/** The word vectors a run reads, loaded once before anything is measured (null with --no-word-vectors). */
let vectors: WordVectors | null = null;

function offlineKept(
  articles: readonly LabelledArticle[],
  topics: string[],
  threshold = RELEVANCE_THRESHOLD,
): Set<number> {
  const { kept } = filterByRelevance(
    articles.map((a, i) => candidate(a, String(i))),
    topics,
    { threshold, vectors },
  );
  return new Set(kept.map((a) => Number(a.id)));
}

void main();

async function main() {
  await machineCalibration();
  const learned: FeedbackModule | null = await import('../core/src/relevance/feedback-model').catch(() => null);
  // --- literal and offline, per person ---
  const totals = new Map<string, Counts>();
  const tally = (key: string, c: Counts) => totals.set(key, add(totals.get(key) ?? zero(), c));

  checkFieldParts();
  // The filter and the model read word vectors as a run does; --no-word-vectors measures both on the words alone.
  const loadStarted = performance.now();
  vectors = process.argv.includes('--no-word-vectors') ? null : await loadWordVectors();
  console.log(
    vectors
      ? `Word vectors: ${vectors.size.toLocaleString('en-US')} words, read in ${Math.round(performance.now() - loadStarted)} ms.`
      : 'Word vectors: left out (--no-word-vectors).',
  );
  // The first filtering of each synth's articles also works out its terms (and their words near in meaning).
  let firstFilterMs = 0;
  let firstFilters = 0;
  const errorLines: string[] = [];
  const fewestParts = new Map<string, { kept: number; of: number; who: string }>();
  console.log(
    `Relevance on ${RELEVANCE_PEOPLE.length} people, ${RELEVANCE_PEOPLE.reduce((n, p) => n + p.articles.length, 0)} labelled articles; threshold ${RELEVANCE_THRESHOLD}.`,
  );
  console.log('Columns: precision  recall  F1. * = held-out person (not used to choose the threshold).\n');
  for (const kind of TOPIC_KINDS) {
    console.log(`## ${kind}`);
    console.log(`${'person'.padEnd(30)} ${'literal'.padEnd(16)} ${'offline'.padEnd(16)} parts`);
    for (const person of RELEVANCE_PEOPLE) {
      const topics = topicsOf(person, kind);
      const literal = count(person.articles, (a) => matchesTopics({ title: a.title, description: a.lead }, topics));
      const started = performance.now();
      const kept = offlineKept(person.articles, topics);
      firstFilterMs += performance.now() - started;
      firstFilters++;
      const offline = count(person.articles, (_a, i) => kept.has(i));
      if (listErrorsOf(person)) errorLines.push(...errorsOf(person, kind, topics, kept));
      const half = heldOut.has(person.id) ? 'held-out' : 'calibration';
      for (const [filter, c] of [
        ['literal', literal],
        ['offline', offline],
      ] as const) {
        tally(`${kind}|${filter}|all`, c);
        tally(`${kind}|${filter}|${half}`, c);
      }
      const parts = person.articles.flatMap((a, i) => (a.fieldPart ? [kept.has(i)] : []));
      const partsKept = parts.filter(Boolean).length;
      const fewest = fewestParts.get(`${kind}|${half}`);
      if (!fewest || partsKept < fewest.kept)
        fewestParts.set(`${kind}|${half}`, { kept: partsKept, of: parts.length, who: person.id });
      console.log(
        `${(heldOut.has(person.id) ? '* ' : '  ') + person.id.padEnd(28)} ${prf(literal).padEnd(16)} ${prf(offline).padEnd(16)} ${partsKept} of ${parts.length}`,
      );
    }
    for (const half of ['all', 'calibration', 'held-out']) {
      const literal = totals.get(`${kind}|literal|${half}`)!;
      const offline = totals.get(`${kind}|offline|${half}`)!;
      console.log(`${`OVERALL (${half})`.padEnd(30)} ${prf(literal).padEnd(16)} ${prf(offline)}`);
    }
    console.log('');
  }
  if (errorLines.length) console.log(`## errors of the offline score\n${errorLines.join('\n')}\n`);
  console.log(
    `Goals: F1 ${Object.entries(GOAL_F1)
      .map(([k, g]) => `${g} (${k})`)
      .join(', ')}, precision ${GOAL_PRECISION}, every person at least ${GOAL_PARTS} of the field's parts.`,
  );
  for (const half of ['calibration', 'held-out']) {
    const verdicts = TOPIC_KINDS.map((kind) => {
      const c = totals.get(`${kind}|offline|${half}`)!;
      const goal = GOAL_F1[kind];
      const fewest = fewestParts.get(`${kind}|${half}`)!;
      const checks = [
        ...(goal ? [`F1 ${fmt(f1(c))} ${f1(c) >= goal ? 'met' : 'NOT met'}`] : []),
        `precision ${fmt(precision(c))} ${precision(c) >= GOAL_PRECISION ? 'met' : 'NOT met'}`,
        `fewest parts ${fewest.kept} of ${fewest.of} (${fewest.who}) ${fewest.kept >= GOAL_PARTS ? 'met' : 'NOT met'}`,
      ];
      return `${kind}: ${checks.join(', ')}`;
    });
    console.log(`  ${half}: ${verdicts.join('; ')}`);
  }
  console.log('');

  // --- speed: the offline score of one article, terms worked out once per synth as in a run ---
  {
    const rounds = 5;
    let scored = 0;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const person of RELEVANCE_PEOPLE)
        for (const kind of TOPIC_KINDS)
          scored += offlineKept(person.articles, topicsOf(person, kind)).size >= 0 ? person.articles.length : 0;
    }
    console.log(
      `Offline score: ${((performance.now() - started) / scored).toFixed(3)} ms per article (${scored} scored); a synth's first filtering, its terms worked out: ${(firstFilterMs / firstFilters).toFixed(1)} ms.\n`,
    );
  }

  // --- the threshold, as chosen on the calibration half ---
  const scan = [0.5, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 2, 2.4].map((threshold) => {
    let c = zero();
    for (const person of CALIBRATION_PEOPLE) {
      for (const kind of TOPIC_KINDS) {
        const kept = offlineKept(person.articles, topicsOf(person, kind), threshold);
        c = add(
          c,
          count(person.articles, (_a, i) => kept.has(i)),
        );
      }
    }
    return { threshold, c };
  });
  const best = scan.reduce((a, b) => (f1(b.c) > f1(a.c) ? b : a));
  console.log(
    `Threshold scan on the calibration half (every kind of topics), F1: ${scan.map((s) => `${s.threshold}: ${fmt(f1(s.c))}`).join(', ')}; best ${best.threshold}, the product uses ${RELEVANCE_THRESHOLD}.\n`,
  );

  // --- the learned model ---
  if (!learned) {
    console.log('learned model: not available');
  } else {
    console.log(
      '## learned model: a reader who likes only part of what they want (their hidden preference), judged on the unrated fold',
    );
    console.log(
      `${'topics'.padEnd(16)} ${'ratings'.padEnd(8)} ${'P     R     F1'.padEnd(18)} ${'P (labels)'.padEnd(11)} precision@${DIGEST_TOP} of the digest`,
    );
    for (const kind of LEARNED_KINDS) {
      const results = new Map<
        number,
        { c: Counts; top: number[]; best: number[]; held: boolean[]; unwanted: Counts }
      >();
      for (const person of RELEVANCE_PEOPLE) {
        const topics = topicsOf(person, kind);
        const others = RELEVANCE_PEOPLE.filter((p) => p !== person).flatMap((p) =>
          p.articles.map((a) => ({ ...a, wanted: false })),
        );
        const likes = likedBy(person);
        for (const fold of [0, 1]) {
          const rated = person.articles.filter((_a, i) => i % 2 === fold);
          const unrated = person.articles.filter((_a, i) => i % 2 !== fold);
          const judged = unrated.map((a) => ({ ...a, wanted: likes(a) }));
          const pool = [...readingOrder(rated, topics), ...spread(others)];
          for (const n of [0, ...RATINGS]) {
            const ratings = pool
              .slice(0, n)
              .map((a) => ({ article: { title: a.title, lead: a.lead, source: null }, liked: likes(a) }));
            const model = n ? learned.trainFeedbackModel(ratings, vectors) : null;
            const candidates = judged.map((a, i) => candidate(a, String(i)));
            const { kept } = filterByRelevance(candidates, topics, { adjust: feedbackAdjuster(model), vectors });
            const keptIds = new Set(kept.map((a) => Number(a.id)));
            const r = results.get(n) ?? { c: zero(), top: [], best: [], held: [] as boolean[], unwanted: zero() };
            // Against the labels rather than the reader's narrower taste: how many kept items the person does not want at all.
            r.unwanted = add(
              r.unwanted,
              count(unrated, (_a, i) => keptIds.has(i)),
            );
            r.held.push(heldOut.has(person.id));
            r.c = add(
              r.c,
              count(judged, (_a, i) => keptIds.has(i)),
            );
            const ranked = kept.map((a) => ({ score: a.relevance?.score ?? 0, liked: judged[Number(a.id)].wanted }));
            r.top.push(likedInTop(ranked, DIGEST_TOP) / DIGEST_TOP);
            r.best.push(Math.min(DIGEST_TOP, judged.filter((a) => a.wanted).length) / DIGEST_TOP);
            results.set(n, r);
          }
        }
      }
      const none = mean(results.get(0)!.top);
      // What a perfect ranking would reach: each judged fold's liked items, at most five.
      console.log(
        `${kind.padEnd(16)} ${'best'.padEnd(8)} ${''.padEnd(30)} ${fmt(mean(results.get(0)!.best))} (every liked item first)`,
      );
      for (const [n, r] of results) {
        const gain = n ? ` (${mean(r.top) - none >= 0 ? '+' : ''}${fmt(mean(r.top) - none)} over no ratings)` : '';
        const half = (h: boolean, rr: typeof r) => mean(rr.top.filter((_x, i) => rr.held[i] === h));
        const gainIn = (h: boolean) => fmt(half(h, r) - half(h, results.get(0)!));
        const halves = n ? `; calibration +${gainIn(false)}, held-out +${gainIn(true)}` : '';
        console.log(
          `${kind.padEnd(16)} ${String(n).padEnd(8)} ${prf(r.c).padEnd(18)} ${fmt(precision(r.unwanted)).padEnd(11)} ${fmt(mean(r.top))}${gain}${halves}`,
        );
      }
    }
  }
  if (process.argv.includes('--embeddings')) await embeddingFigures();
}

async function embeddingFigures(): Promise<void> {
  const fake = process.env.OPENAI_BASE_URL ? null : await startFakeOpenAi();
  const ai = new OpenAiProvider({
    apiKey: process.env.OPENAI_API_KEY || 'not-needed',
    baseUrl: fake?.baseUrl ?? process.env.OPENAI_BASE_URL,
    model: 'unused',
    embeddingModel: process.env.OPENAI_EMBEDDING_MODEL || undefined,
  });
  console.log(
    `\n## relevance by meaning: ${ai.embeddingModel}${fake ? ' on the test stand-in (hashed bags of stems, not a model)' : ` at ${process.env.OPENAI_BASE_URL}`}`,
  );
  const cosines: { kind: TopicKind; person: RelevancePerson; scores: number[] }[] = [];
  let tokens = 0;
  for (const kind of TOPIC_KINDS) {
    for (const person of RELEVANCE_PEOPLE) {
      const draft = synthFromPrompt(person.description);
      const name = draft.ok ? draft.config.name : '';
      const texts = [
        synthProfileText(name, topicsOf(person, kind)),
        ...person.articles.map((a) => articleEmbeddingText({ title: a.title, description: a.lead, content: null })),
      ];
      const answer = await ai.embed(texts);
      tokens += answer.tokensUsed;
      cosines.push({ kind, person, scores: answer.value.slice(1).map((v) => cosine(answer.value[0], v)) });
    }
  }
  const countAt = (threshold: number, keep: (c: (typeof cosines)[number]) => boolean) =>
    cosines.filter(keep).reduce(
      (c, { person, scores }) =>
        add(
          c,
          count(person.articles, (_a, i) => scores[i] >= threshold),
        ),
      zero(),
    );
  const calibration = new Set(CALIBRATION_PEOPLE.map((p) => p.id));
  const grid = Array.from({ length: 60 }, (_, i) => Math.round(i * 0.01 * 100) / 100 + 0.05);
  const best = grid.reduce((a, b) =>
    f1(countAt(b, (c) => calibration.has(c.person.id))) > f1(countAt(a, (c) => calibration.has(c.person.id))) ? b : a,
  );
  console.log(
    `Threshold chosen on the calibration half: ${best.toFixed(2)} (the product's EMBEDDING_THRESHOLD is ${EMBEDDING_THRESHOLD}); ${tokens.toLocaleString('en-US')} tokens embedded.`,
  );
  for (const kind of TOPIC_KINDS) {
    for (const [label, threshold] of [
      ['product threshold', EMBEDDING_THRESHOLD],
      ['calibrated', best],
    ] as const) {
      const all = countAt(threshold, (c) => c.kind === kind);
      const held = countAt(threshold, (c) => c.kind === kind && heldOut.has(c.person.id));
      console.log(`${kind.padEnd(16)} ${label.padEnd(18)} all ${prf(all)}   held-out ${prf(held)}`);
    }
  }
  await fake?.close();
}

/** The offline score's false positives (FP) and false negatives (FN, "part" for a field's part) for one person. */
function errorsOf(person: RelevancePerson, kind: TopicKind, topics: string[], kept: ReadonlySet<number>): string[] {
  const { kept: keptItems, leftOut } = filterByRelevance(
    person.articles.map((a, i) => candidate(a, String(i))),
    topics,
    { vectors },
  );
  const why = new Map<number, string>();
  for (const k of keptItems) why.set(Number(k.id), `${k.relevance?.score ?? 0} [${k.relevance?.because.join(', ')}]`);
  for (const l of leftOut)
    why.set(
      Number(l.id),
      l.reason.kind === 'belowThreshold' ? `${l.reason.score} [${l.reason.because.join(', ')}]` : '0 []',
    );
  return person.articles.flatMap((a, i) => {
    if (kept.has(i) === a.wanted) return [];
    const label = kept.has(i) ? 'FP' : a.fieldPart ? 'FN part' : 'FN';
    return [`${kind} | ${person.id} | ${label.padEnd(7)} | ${why.get(i)} | ${a.title} — ${a.lead}`];
  });
}

/** The corpus's own rule: a story about a part of the field never uses a word of the field's name. */
function checkFieldParts(): void {
  for (const person of RELEVANCE_PEOPLE) {
    const own = new Set(stemsOf(person.fieldName));
    for (const a of person.articles.filter((x) => x.fieldPart)) {
      const used = stemsOf(`${a.title} ${a.lead}`).filter((s) => own.has(s));
      if (used.length) throw new Error(`${person.id}: "${a.title}" names the field (${used.join(', ')})`);
    }
  }
}

/** The simulated reader's taste: wanted, and about their hidden preference (matched on stems). */
function likedBy(person: RelevancePerson): (a: LabelledArticle) => boolean {
  const words = new Set(person.hiddenPreference.words.map(stemWord));
  return (a) => a.wanted && stemsOf(`${a.title} ${a.lead}`).some((s) => words.has(s));
}

/** What the reader sees first: the digest's items, best first, then the left-out list. */
function readingOrder(articles: LabelledArticle[], topics: string[]): LabelledArticle[] {
  const { kept, leftOut } = filterByRelevance(
    articles.map((a, i) => candidate(a, String(i))),
    topics,
    { vectors },
  );
  const byScore = [...kept].sort((a, b) => (b.relevance?.score ?? 0) - (a.relevance?.score ?? 0));
  return [...byScore.map((a) => articles[Number(a.id)]), ...leftOut.map((l) => articles[Number(l.id)])];
}

/** A fixed, spread-out order of other people's articles (every 7th, wrapping), so no one feed dominates. */
function spread<T>(items: T[]): T[] {
  return items.map((_, i) => items[(i * 7) % items.length]).filter((x, i, all) => all.indexOf(x) === i);
}

/**
 * How many liked items the first `k` of a digest hold, when it is ordered by score. Items of equal
 * score that straddle the cut count in expectation: which of them the product would show first
 * depends on when they were published, which the corpus does not say, and the figure must not
 * depend on the order the corpus happens to list them in.
 */
function likedInTop(items: { score: number; liked: boolean }[], k: number): number {
  const ranked = [...items].sort((a, b) => b.score - a.score);
  let liked = 0;
  for (let i = 0; i < Math.min(k, ranked.length);) {
    const tied = ranked.filter((x) => x.score === ranked[i].score);
    const shown = Math.min(k - i, tied.length);
    liked += (tied.filter((x) => x.liked).length * shown) / tied.length;
    i += tied.length;
  }
  return liked;
}

function mean(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
}
