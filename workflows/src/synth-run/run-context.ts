import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { SynthRun } from '@synth/core/runs';
import { featuresFor, type Features } from '@synth/core/billing';
import { effectiveStatus } from '@synth/core/users';
import type { SynthFields } from '@synth/core/synths';

/** A run with its user and synth, its configuration snapshot, and what the plan allows now. */
export async function loadRun(em: EntityManager, runId: string) {
  const run = await em.findOne(SynthRun, { id: runId }, { populate: ['user', 'synth'] });
  if (!run) throw ApplicationFailure.nonRetryable(`Run ${runId} does not exist`, 'NotFound');
  const status = effectiveStatus(run.user.getEntity());
  const features: Features = featuresFor(status);
  return { run, user: run.user.getEntity(), config: run.config as SynthFields & Record<string, unknown>, status, features };
}

export interface ArticleOutput {
  id: string;
  title: string;
  link: string | null;
  source: string | null;
  publishedAt: string | null;
  summary?: string;
  matchedTopics?: string[];
}

export interface PostOutput { contentType: string; templateId: string; text: string }
export interface ExampleOutput { title: string; url: string; snippet: string }

/** What a run produced, stored on the run row so every step (and the articles view) can read it. */
export interface RunOutput {
  articles?: ArticleOutput[];
  posts?: PostOutput[];
  examples?: ExampleOutput[];
  feedErrors?: { url: string; error: string }[];
  email?: { status: 'sent' | 'skipped' | 'already-sent'; reason?: string; messageId?: string };
}

export function outputOf(run: SynthRun): RunOutput {
  return (run.output ?? {}) as RunOutput;
}

export function setOutput(run: SynthRun, patch: Partial<RunOutput>): void {
  run.output = { ...outputOf(run), ...patch } as Record<string, unknown>;
}
