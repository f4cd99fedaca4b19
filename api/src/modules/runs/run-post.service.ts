import type { EntityManager } from '@mikro-orm/postgresql';
import { postRequestFor } from '@synth/core/runs';
import { writeCheckedPost, type AiProvider } from '@synth/core/ai';
import { featuresFor } from '@synth/core/plans';
import { ConflictError, NotFoundError, UpgradeRequiredError, ValidationError } from '@synth/core/lib';
import { countExecution, outputOf, RunStatus, setOutput, SynthRun, type PostOutput } from '@synth/core/runs';
import { effectiveStatus, type User } from '@synth/core/users';
import { recordVoiceEdit, voiceForPosts } from '@synth/core/voice';
import { earnedPreferenceFor } from '@synth/core/publishing';
import type { RunService } from './run.service';
import { parseRunPostId, runPostOf, type RunPost } from './run-post.types';

/** Longer than any platform allows, short enough that a saved post stays a post. */
const MAX_POST_TEXT = 10_000;

/** Saving and regenerating a run's posts; another user's post is "not found" and stays unchanged. */
export class RunPostService {
  constructor(
    private readonly em: EntityManager,
    private readonly ai: AiProvider,
    private readonly runs: RunService,
  ) {}

  /** The viewer's post by raw id (`<run uuid>:<position>`), or null. */
  async find(user: User, rawId: string): Promise<{ run: SynthRun; index: number; post: PostOutput } | null> {
    const parsed = parseRunPostId(rawId);
    if (!parsed) return null;
    const run = await this.em.findOne(SynthRun, { id: parsed.runId, user });
    const post = run ? outputOf(run).posts?.[parsed.index] : undefined;
    return run && post ? { run, index: parsed.index, post } : null;
  }

  async save(user: User, rawId: string, text: string): Promise<RunPost> {
    if (!text.trim()) throw new ValidationError([{ field: 'text', message: 'A post cannot be empty' }]);
    if ([...text].length > MAX_POST_TEXT)
      throw new ValidationError([{ field: 'text', message: `A post can have at most ${MAX_POST_TEXT} characters` }]);
    const { run, index, post } = await this.editable(user, rawId);
    const saved = await this.store(run, index, { editedText: text });
    // What the person changed in Synth's draft teaches their voice (when they have one).
    await recordVoiceEdit(this.em, user.id, {
      post: rawId,
      contentType: post.contentType,
      before: post.text,
      after: text,
      sources: (outputOf(run).articles ?? []).map((a) => `${a.title}\n${a.summary ?? ''}`).join('\n'),
    });
    return saved;
  }

  /** Writes the post again with the run's settings; counted like a run against the trial's cap. */
  async regenerate(user: User, rawId: string): Promise<RunPost> {
    const { run, index } = await this.editable(user, rawId);
    const features = featuresFor(effectiveStatus(user));
    if (!features.canUseAIPosts) throw new UpgradeRequiredError('AI content creation requires an active subscription');
    const req = postRequestFor(
      run.config,
      features,
      outputOf(run),
      await voiceForPosts(this.em, user.id),
      await earnedPreferenceFor(this.em, user.id, run.config),
    );
    if (!req) throw new ConflictError('This run has no summarised articles to write a post from.');
    await this.runs.takeContentCreation(user);
    const r = await writeCheckedPost(this.ai, req);
    run.tokensUsed += r.tokensUsed;
    const post = await this.store(run, index, { templateId: r.templateId, editedText: r.text });
    await countExecution(this.em, user.id);
    return post;
  }

  /** A finished run's post: a running run still writes its output, so edits would be lost. */
  private async editable(user: User, rawId: string): Promise<{ run: SynthRun; index: number; post: PostOutput }> {
    const found = await this.find(user, rawId);
    if (!found) throw new NotFoundError('Post not found');
    if (found.run.status === RunStatus.queued || found.run.status === RunStatus.running) {
      throw new ConflictError('The run is still going; edit its posts when it has finished.');
    }
    return found;
  }

  private async store(run: SynthRun, index: number, patch: Partial<PostOutput>): Promise<RunPost> {
    const posts = [...(outputOf(run).posts ?? [])];
    posts[index] = { ...posts[index], ...patch };
    setOutput(run, { posts });
    await this.em.flush();
    return runPostOf(run.id, index, posts[index]);
  }
}
