// The voice through GraphQL: a person saves their posts (pasted or LinkedIn's Shares.csv) and reads
// their profile in plain words; a saved edit of a run's post changes it; Regenerate writes in it;
// nobody else can read it or change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { restSynths } from '../../test-support/rest-synths';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type RunOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { measureStyle, MAX_VOICE_TEXT_CHARS, VoiceProfile } from '@synth/core/voice';
import { learningHalf, VOICE_PERSONAS } from '../../../../test-support/voice-corpus';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'voice-int' });
});
afterAll(async () => {
  await h?.close();
});

const cfo = VOICE_PERSONAS.find((p) => p.id === 'freight-cfo')!;
const PASTED = learningHalf(cfo).join('\n---\n');

const PROFILE = `query { viewer { user { id voiceProfile { summary habits { label text } postCount editCount samples } } } }`;
const SAVE = `mutation($text: String, $csv: String) {
  saveVoiceSamples(text: $text, sharesCsv: $csv) { notice user { voiceProfile { summary postCount editCount } } }
}`;
const UPDATE_POST = 'mutation($id: ID!, $text: String!) { updateRunPost(id: $id, text: $text) { id text edited } }';

interface Profile {
  summary: string;
  habits: { label: string; text: string }[];
  postCount: number;
  editCount: number;
  samples: string[];
}
const profileOf = async (c: Client) => {
  const res = await c.gql<{ viewer: { user: { id: string; voiceProfile: Profile | null } } }>(PROFILE);
  if (!res.data) throw new Error(`The profile query failed: ${JSON.stringify(res)}`);
  return res.data.viewer.user;
};
const habit = (p: Profile, label: string) => p.habits.find((x) => x.label === label)?.text;

const OUTPUT: RunOutput = {
  articles: [
    {
      id: 'a1',
      title: 'Central bank holds rates at 3.75% and signals cuts next year',
      link: 'https://news.example.com/rates',
      source: 'Example News',
      publishedAt: null,
      summary:
        'The central bank kept its main rate at 3.75% and said inflation is falling fast enough to consider cuts next year. Governor Elena Marsh said the bank wanted to see wage growth slow further before acting. Inflation fell to 2.6% in October.',
    },
  ],
  posts: [
    {
      contentType: 'linkedin',
      templateId: 'informative',
      text: 'Central bank holds rates at 3.75% and signals cuts next year\n\nThe central bank kept its main rate at 3.75% and said inflation is falling fast enough to consider cuts next year. A thrilled market welcomed the transformative signal.\n\nRead the full story from Example News: https://news.example.com/rates\n\n#Payments #Finance #Rates',
    },
  ],
};

/** A user with a finished run whose LinkedIn post they can edit. */
async function ownerWithRun(): Promise<{ c: Client; postId: string }> {
  const c = await newClient(h);
  await c.gql('mutation($input: SynthInput!) { createSynth(input: $input) { id } }', {
    input: { ...VALID_SYNTH, contentType: 'linkedin' },
  });
  const rawSynthId = (await restSynths(c))[0].id;
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const run = em.create(SynthRun, {
    user,
    synth: rawSynthId,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, emailScheduleTime: '07:05', contentType: 'linkedin' }),
    output: OUTPUT,
    workflowId: `voice-int-${Date.now()}-${Math.random()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, postId: toGlobalId('RunPost', `${run.id}:0`) };
}

describe('the voice profile', () => {
  it('is learned from pasted posts and shown in plain words', async () => {
    const c = await newClient(h);
    expect((await profileOf(c)).voiceProfile).toBeNull();
    const saved = await c.gql<{ saveVoiceSamples: { notice: string | null; user: { voiceProfile: Profile } } }>(SAVE, {
      text: PASTED,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveVoiceSamples.notice).toBeNull();
    expect(saved.data!.saveVoiceSamples.user.voiceProfile).toMatchObject({
      summary: 'You write 25–40 words, in short paragraphs, no emoji, one hashtag at the end.',
      postCount: 6,
      editCount: 0,
    });
    const profile = (await profileOf(c)).voiceProfile!;
    expect(profile.samples).toEqual(learningHalf(cfo));
    expect(habit(profile, 'Hashtags')).toBe('One at the end, usually #finance.');
    expect(habit(profile, 'Learned from')).toBe('Six of your posts.');
  });

  it("reads LinkedIn's Shares.csv and says how many posts it kept", async () => {
    const c = await newClient(h);
    const rows = cfo.posts.map(
      (text, i) =>
        `2024-0${(i % 9) + 1}-1${i % 10} 09:00:00,https://www.linkedin.com/feed/update/${i},"${text.replace(/"/g, '""')}",,,PUBLIC`,
    );
    const csv = [
      'Date,ShareLink,ShareCommentary,SharedUrl,MediaUrl,Visibility',
      ...rows,
      '2024-10-01,x,,,,PUBLIC',
    ].join('\r\n');
    const saved = await c.gql<{ saveVoiceSamples: { notice: string; user: { voiceProfile: Profile } } }>(SAVE, {
      csv,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveVoiceSamples.notice).toBe('Synth read all 12 posts in your export.');
    expect(saved.data!.saveVoiceSamples.user.voiceProfile.postCount).toBe(12);
  });

  it('refuses too few posts, too much text and a file that is not Shares.csv, each in a sentence, and keeps the profile', async () => {
    const c = await newClient(h);
    await c.gql(SAVE, { text: PASTED });
    const refusals = await Promise.all([
      c.gql(SAVE, { text: 'One post.\n---\nAnother.' }),
      c.gql(SAVE, { text: 'x'.repeat(MAX_VOICE_TEXT_CHARS + 1) }),
      c.gql(SAVE, { csv: 'Date,Message\n2024-01-01,hello\n' }),
      c.gql(SAVE, { csv: 'ShareCommentary\n"never closed' }),
      c.gql(SAVE, {}),
    ]);
    expect(refusals.map((r) => r.errors?.[0].extensions?.code)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(refusals.map((r) => r.errors?.[0].message)).toEqual([
      'Synth needs at least 3 of your posts to learn your voice; it found only 2.',
      'Paste at most 120,000 characters of posts.',
      expect.stringMatching(/no ShareCommentary column/),
      expect.stringMatching(/ends inside a quoted field/),
      'Send either pasted posts or a Shares.csv file, one of the two.',
    ]);
    expect((await profileOf(c)).voiceProfile!.postCount).toBe(6);
  });

  it('changes when the person saves an edit of a run post, and Regenerate writes in it', async () => {
    const { c, postId } = await ownerWithRun();
    await c.gql(SAVE, { text: PASTED });
    const before = (await profileOf(c)).voiceProfile!;

    const edited = 'Rates held at 3.75%.\n\nWe planned for that rate all year anyway.';
    const saved = await c.gql<{ updateRunPost: { text: string } }>(UPDATE_POST, { id: postId, text: edited });
    expect(saved.data!.updateRunPost.text).toBe(edited);
    const after = (await profileOf(c)).voiceProfile!;
    expect(after.editCount).toBe(1);
    expect(habit(after, 'Learned from')).toBe('Six of your posts and one edit you saved to Synth’s drafts.');
    expect(habit(after, 'Taken out in your edits')).toMatch(/“thrilled”.*“transformative”/);
    expect(after.habits).not.toEqual(before.habits);

    // Saving the same post again replaces its edit rather than counting twice.
    await c.gql(UPDATE_POST, { id: postId, text: `${edited}\n\n#finance` });
    expect((await profileOf(c)).voiceProfile!.editCount).toBe(1);

    const regenerated = await c.gql<{ regenerateRunPost: { post: { text: string } } }>(
      'mutation($id: ID!) { regenerateRunPost(id: $id) { post { text } } }',
      { id: postId },
    );
    expect(regenerated.errors).toBeUndefined();
    const m = measureStyle(regenerated.data!.regenerateRunPost.post.text);
    const band = /^(\d+)–(\d+) words/.exec(habit(after, 'Length')!)!;
    expect(m.words).toBeGreaterThanOrEqual(Number(band[1]));
    expect(m.words).toBeLessThanOrEqual(Number(band[2]));
    expect(m.hashtags).toEqual(['#finance']);
    expect(m.hashtagsAtEnd).toBe(true);
  });

  it("is the owner's alone: another person reads null and changes nothing, and forgetting deletes it", async () => {
    const { c: owner, postId } = await ownerWithRun();
    await owner.gql(SAVE, { text: PASTED });
    const ownerId = (await profileOf(owner)).id;
    const other = await newClient(h);

    const viaNode = await other.gql<{ node: unknown }>(
      'query($id: ID!) { node(id: $id) { ... on User { voiceProfile { summary samples } } } }',
      { id: ownerId },
    );
    expect(viaNode.data!.node).toBeNull();
    expect((await profileOf(other)).voiceProfile).toBeNull();
    const foreignEdit = await other.gql(UPDATE_POST, { id: postId, text: 'Not my post.' });
    expect(foreignEdit.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await other.gql('mutation { forgetVoice { id } }');
    expect((await profileOf(owner)).voiceProfile!.editCount).toBe(0);
    expect((await profileOf(owner)).voiceProfile!.postCount).toBe(6);

    // An edit by someone without a voice creates none.
    const { c: plain, postId: plainPost } = await ownerWithRun();
    await plain.gql(UPDATE_POST, { id: plainPost, text: 'My own words.' });
    expect((await profileOf(plain)).voiceProfile).toBeNull();

    const forgot = await owner.gql<{ forgetVoice: { voiceProfile: null } }>(
      'mutation { forgetVoice { voiceProfile { summary } } }',
    );
    expect(forgot.data!.forgetVoice.voiceProfile).toBeNull();
    const em = h.app.services.orm.em.fork();
    const user = await em.findOneOrFail(User, { firebaseUid: owner.user.uid });
    expect(await em.count(VoiceProfile, { user })).toBe(0);
  });
});
