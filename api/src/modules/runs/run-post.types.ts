import { Field, ObjectType } from 'type-graphql';
import { Node } from '@synth/core/lib';
import { ContentType } from '@synth/core/synths';
import type { PostOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';

/** One post a run wrote; its id is `<run uuid>:<position>` (made opaque by the Node id resolver). */
@ObjectType({ implements: Node, description: "A social post a run wrote, with the user's saved edits" })
export class RunPost {
  id!: string;
  /** The run's uuid, for ownership checks; not in the schema. */
  runId!: string;
  @Field(() => ContentType) contentType!: ContentType;
  @Field(() => String) templateId!: string;
  @Field(() => String, {
    description: "The saved text: the user's edit or a regenerated draft, else what the run wrote",
  })
  text!: string;
  @Field(() => String, { description: 'The text as the run wrote it (and the digest emailed it)' })
  originalText!: string;
  @Field(() => Boolean, { description: 'Whether the saved text differs from what the run wrote' }) edited!: boolean;
}

@ObjectType({ description: 'The rewritten post, and the user whose trial count it moved' })
export class RegenerateRunPostPayload {
  @Field(() => RunPost) post!: RunPost;
  @Field(() => User) user!: User;
}

export function runPostOf(runId: string, index: number, post: PostOutput): RunPost {
  const p = new RunPost();
  p.id = `${runId}:${index}`;
  p.runId = runId;
  p.contentType = post.contentType as ContentType;
  p.templateId = post.templateId;
  p.text = post.editedText ?? post.text;
  p.originalText = post.text;
  p.edited = post.editedText !== undefined && post.editedText !== post.text;
  return p;
}

/** The post id's two parts, or null when it is not a post id. */
export function parseRunPostId(rawId: string): { runId: string; index: number } | null {
  const m = /^([0-9a-f-]{36}):(\d{1,3})$/i.exec(rawId);
  return m ? { runId: m[1], index: Number(m[2]) } : null;
}
