// Writes a post and puts it through the quality gate, for both providers: a post that fails is
// written once more (a model is told what was wrong; the offline writer recomposes it plainly).
import { checkPost, describeProblems, type PostProblem, type PostProblemKind } from '../content/post-quality';
import type { AiProvider, PostRequest } from './ai.types';

export interface CheckedPost {
  templateId: string;
  text: string;
  tokensUsed: number;
  /** True when the post that is returned passes the gate. */
  passed: boolean;
  /** True when the first post failed and a second one was written. */
  retried: boolean;
  /** The returned post's problems (empty when it passed). */
  problems: PostProblem[];
}

// What the second attempt is told, in our own words: problem details may quote untrusted text.
const RETRY_NOTES: Record<PostProblemKind, string> = {
  placeholder: 'it contained a template placeholder in braces or brackets',
  instruction: 'it contained writing instructions instead of finished text',
  'empty-slot': 'it contained an empty bracket or an empty slot where a value was missing',
  limit: 'it was longer than the platform allows',
  hashtags: 'it contained hashtags although hashtags are off',
  injection: 'it repeated text from an article that tries to give instructions',
  empty: 'it was empty',
};

export function problemsOf(req: PostRequest, text: string): PostProblem[] {
  return checkPost({
    contentType: req.contentType,
    text,
    includeHashtags: req.includeHashtags,
    sources: req.summaries.map((s) => s.summary),
  });
}

export async function writeCheckedPost(ai: AiProvider, req: PostRequest): Promise<CheckedPost> {
  const first = await ai.writePost(req);
  const firstProblems = problemsOf(req, first.value.text);
  if (!firstProblems.length)
    return { ...first.value, tokensUsed: first.tokensUsed, passed: true, retried: false, problems: [] };
  const previousProblems = [...new Set(firstProblems.map((p) => RETRY_NOTES[p.kind]))];
  const second = await ai.writePost({ ...req, previousProblems });
  const problems = problemsOf(req, second.value.text);
  return {
    ...second.value,
    tokensUsed: first.tokensUsed + second.tokensUsed,
    passed: !problems.length,
    retried: true,
    problems,
  };
}

/** The run log's line for a post that still fails after its second attempt. */
export function failedPostMessage(contentType: string, problems: PostProblem[]): string {
  return `The ${contentType} post failed the quality check twice and needs editing before it is published: ${describeProblems(problems)}.`;
}
