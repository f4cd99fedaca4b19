// bench:voice: how close the posts Synth writes offline come to a person's own posts, before and
// after it learns their voice. The corpus (test-support/voice-corpus) holds six people with twelve
// posts each; the profile is learned from half of them (every other post) and the other half is
// held out. For each person the offline writer turns six stories of the shared news corpus (each
// summarised by the offline summariser and with the article's further sentences, as a run hands them to the post writer, with the next two stories as the rest of the digest) into
// LinkedIn posts through the quality gate, as a run does: once without a profile and once with it.
//
// Style distance, per person: for each measured feature, the absolute difference between the mean
// over the generated posts and the mean over the held-out posts, divided by that feature's standard
// deviation over every held-out post of every person (so a feature counts by how much people differ
// on it, and all features weigh alike); the distance is the mean of those ten numbers. 0 is the
// person's own style. The goal: the distance at least halves with the profile, and every post
// written with it falls inside the person's learned length band and keeps their hashtag habit
// (as many hashtags, in the same place). In process, deterministic, no services; a second or two.
import { extractiveSummary } from '../core/src/ai/extractive-summary';
import { postDetailsOf } from '../core/src/ai/post-details';
import { writeCheckedPost } from '../core/src/ai/checked-post';
import { OfflineAiProvider } from '../core/src/ai/offline-provider';
import type { PostRequest } from '../core/src/ai/ai.types';
import { templateLibrary } from '../core/src/content/template-library';
import { describeVoice } from '../core/src/voice/voice-describe';
import { voiceGuideFor } from '../core/src/voice/voice-guide';
import { measureStyle, type StyleMeasure } from '../core/src/voice/voice-measure';
import { learnVoice, type VoiceProfileData } from '../core/src/voice/voice-profile';
import { CORPUS_ARTICLES, corpusSource, type CorpusArticle } from '../test-support/corpus';
import { heldOutHalf, learningHalf, VOICE_PERSONAS, type VoicePersona } from '../test-support/voice-corpus';

interface Feature {
  name: string;
  of: (m: StyleMeasure) => number;
}

const FEATURES: Feature[] = [
  { name: 'words', of: (m) => m.words },
  { name: 'sentences', of: (m) => m.sentences },
  { name: 'lines per sentence', of: (m) => (m.sentences ? Math.min(m.lines / m.sentences, 1.5) : 0) },
  { name: 'blank-line share', of: (m) => m.blankLineShare },
  { name: 'list-line share', of: (m) => (m.lines ? m.listLines / m.lines : 0) },
  { name: 'first person /100 words', of: (m) => (m.words ? (m.firstPerson * 100) / m.words : 0) },
  { name: 'question opening', of: (m) => (m.questionHook ? 1 : 0) },
  { name: 'emoji', of: (m) => m.emoji.length },
  { name: 'hashtags', of: (m) => m.hashtags.length },
  { name: 'hashtags at the end', of: (m) => (m.hashtagsAtEnd ? 1 : 0) },
];

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
const std = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const fmt = (x: number, digits = 2) => x.toFixed(digits);

function articleOf(story: string): CorpusArticle {
  const a = CORPUS_ARTICLES.find((x) => x.story === story && !x.injection);
  if (!a) throw new Error(`No article for the story ${story} in the news corpus`);
  return a;
}

function summaryOf(a: CorpusArticle) {
  const source = corpusSource(a.source).name;
  const request = {
    article: { title: a.title, link: a.url, text: a.content, publishedAt: a.publishedAt, source },
    length: 'medium' as const,
    style: 'informative' as const,
    customPrompt: null,
  };
  const summary = extractiveSummary(request);
  // As a run does: the post writer also gets the article's sentences the summary leaves out.
  return { title: a.title, link: a.url, summary, source, details: postDetailsOf(request, summary) };
}

/** The post request a run of this person's synth makes for its i-th story (the next two are the rest of the digest). */
function requestFor(p: VoicePersona, i: number): PostRequest {
  const stories = [0, 1, 2].map((k) => p.stories[(i + k) % p.stories.length]);
  return {
    summaries: stories.map((s) => summaryOf(articleOf(s))),
    contentType: 'linkedin',
    templateId: 'informative',
    templateText: templateLibrary.byContentType.linkedin.find((t) => t.id === 'informative')!.text,
    customPrompt: null,
    includeHashtags: true,
    autoSelectTemplate: false,
    topics: p.topics,
    examples: [],
  };
}

async function postsFor(p: VoicePersona, profile: VoiceProfileData | null): Promise<string[]> {
  const ai = new OfflineAiProvider({ library: templateLibrary });
  const posts: string[] = [];
  for (let i = 0; i < p.stories.length; i++) {
    const req = requestFor(p, i);
    if (profile) {
      const about = req.summaries.map((s) => `${s.title} ${s.summary}`).join('\n');
      req.voice = voiceGuideFor({ profile, samples: learningHalf(p) }, about);
    }
    posts.push((await writeCheckedPost(ai, req)).text);
  }
  return posts;
}

function distance(generated: StyleMeasure[], heldOut: StyleMeasure[], scales: number[]): number {
  return mean(FEATURES.map((f, i) => Math.abs(mean(generated.map(f.of)) - mean(heldOut.map(f.of))) / (scales[i] || 1)));
}

function keepsHabits(m: StyleMeasure, v: VoiceProfileData): { band: boolean; hashtags: boolean } {
  const place = m.hashtags.length === 0 ? 'none' : m.hashtagsAtEnd ? 'end' : 'inline';
  return {
    band: m.words >= v.words.low && m.words <= v.words.high,
    hashtags: m.hashtags.length === v.hashtags.perPost && place === v.hashtags.place,
  };
}

async function main() {
  const heldOutAll = VOICE_PERSONAS.flatMap((p) => heldOutHalf(p).map(measureStyle));
  const scales = FEATURES.map((f) => std(heldOutAll.map(f.of)));
  const showPost = process.argv.includes('--show-posts');

  console.log('bench:voice: style distance between generated posts and held-out posts, offline provider');
  console.log(
    'distance = mean over the features of |mean(generated) - mean(held out)| / (std of the feature over all held-out posts)',
  );
  console.log(`features and their scales: ${FEATURES.map((f, i) => `${f.name} ${fmt(scales[i])}`).join('; ')}`);
  console.log(
    'goal: after <= before / 2 for every person; every post after inside the length band and hashtag habit\n',
  );

  const rows: string[] = [];
  let allMet = true;
  for (const p of VOICE_PERSONAS) {
    const profile = learnVoice(learningHalf(p));
    const heldOut = heldOutHalf(p).map(measureStyle);
    const before = (await postsFor(p, null)).map((t) => ({ t, m: measureStyle(t) }));
    const afterPosts = await postsFor(p, profile);
    const after = afterPosts.map((t) => ({ t, m: measureStyle(t) }));
    const dBefore = distance(
      before.map((x) => x.m),
      heldOut,
      scales,
    );
    const dAfter = distance(
      after.map((x) => x.m),
      heldOut,
      scales,
    );
    const habits = after.map((x) => keepsHabits(x.m, profile));
    const inBand = habits.filter((h) => h.band).length;
    const tagHabit = habits.filter((h) => h.hashtags).length;
    const met = dAfter <= dBefore / 2 && inBand === after.length && tagHabit === after.length;
    allMet &&= met;

    console.log(`${p.id} (${p.who})`);
    console.log(`  profile: ${describeVoice(profile).summary}`);
    console.log(
      `  distance before ${fmt(dBefore)}, after ${fmt(dAfter)} (${fmt(dAfter / dBefore)} of before); ` +
        `length band ${inBand}/${after.length}; hashtag habit ${tagHabit}/${after.length}; goal ${met ? 'met' : 'NOT met'}`,
    );
    console.log(`  ${'feature'.padEnd(24)} ${'held out'.padStart(9)} ${'before'.padStart(9)} ${'after'.padStart(9)}`);
    for (const f of FEATURES) {
      const col = (ms: StyleMeasure[]) => fmt(mean(ms.map(f.of))).padStart(9);
      console.log(
        `  ${f.name.padEnd(24)} ${col(heldOut)} ${col(before.map((x) => x.m))} ${col(after.map((x) => x.m))}`,
      );
    }
    if (showPost) console.log(`\n  before:\n${indent(before[0].t)}\n\n  after:\n${indent(afterPosts[0])}`);
    console.log('');
    rows.push(
      `| ${p.id} | ${fmt(dBefore)} | ${fmt(dAfter)} | ${fmt(dAfter / dBefore)} | ${profile.words.low}–${profile.words.high} | ${inBand}/${after.length} | ${tagHabit}/${after.length} | ${met ? 'met' : 'not met'} |`,
    );
  }
  console.log('| person | distance before | after | after / before | length band | in band | hashtag habit | goal |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(r);
  console.log(`\n${allMet ? 'every person meets the goal' : 'the goal is NOT met for every person'}`);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `    | ${l}`)
    .join('\n');

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
