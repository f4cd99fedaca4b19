import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  MAX_SHARES_FILE_BYTES,
  MAX_VOICE_SAMPLES,
  MAX_VOICE_TEXT_CHARS,
  MIN_VOICE_SAMPLES,
  newestSharesCsv,
  SHARES_FILE_TOO_LARGE_MESSAGE,
  splitPastedPosts,
  VOICE_SEPARATOR,
  VOICE_TEXT_TOO_LONG_MESSAGE,
} from '@synth/core/pure';
import type { VoiceSamplesForm_user$key } from '../../__generated__/VoiceSamplesForm_user.graphql';
import { Button } from '../../components/Button';
import { SectionCard } from '../../components/SectionCard';
import { Textarea } from '../../components/Field';
import { readFileText } from '../../lib/readFileText';
import { useSaveVoiceSamplesMutation } from '../../mutations/useSaveVoiceSamplesMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';

const Form = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  label {
    font-weight: 600;
  }
  textarea {
    min-height: 320px;
    font-family: inherit;
    line-height: 1.5;
  }
  .status {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  .status[data-problem='true'] {
    color: ${(p) => p.theme.colors.danger};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
  }
`;

const Upload = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** What the paste box holds, counted the way the server will count it. */
function pasteStatus(text: string): { message: string; problem: boolean } {
  if (text.length > MAX_VOICE_TEXT_CHARS) return { message: VOICE_TEXT_TOO_LONG_MESSAGE, problem: true };
  const n = splitPastedPosts(text).length;
  if (n > MAX_VOICE_SAMPLES)
    return { message: `That is ${n} posts; keep the ${MAX_VOICE_SAMPLES} that sound most like you.`, problem: true };
  if (n < MIN_VOICE_SAMPLES)
    return {
      message: `${n === 0 ? 'No posts yet' : n === 1 ? 'One post so far' : `${n} posts so far`}; Synth needs at least ${MIN_VOICE_SAMPLES}.`,
      problem: n > 0,
    };
  return { message: `Synth will read ${n} posts.`, problem: false };
}

/** The viewer's own posts: pasted, or read from LinkedIn's Shares.csv; saving replaces the posts given before. */
export function VoiceSamplesForm({ user }: { user: VoiceSamplesForm_user$key }) {
  const data = useFragment(
    graphql`
      fragment VoiceSamplesForm_user on User {
        voiceProfile {
          samples
        }
      }
    `,
    user,
  );
  const saved = (data.voiceProfile?.samples ?? []).join(`\n${VOICE_SEPARATOR}\n`);
  const [text, setText] = useState(saved);
  // New posts from the server (a file was read, or the voice was forgotten) replace the draft.
  useEffect(() => setText(saved), [saved]);
  const [save, saving] = useSaveVoiceSamplesMutation();
  const [reading, setReading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const statusId = useId();
  const count = splitPastedPosts(text.slice(0, MAX_VOICE_TEXT_CHARS + 1)).length;
  const status =
    saved && text === saved
      ? {
          message: `Synth learned your voice from these ${count} posts. Change them to teach it again.`,
          problem: false,
        }
      : pasteStatus(text);
  const canSave = !saving && !status.problem && count >= MIN_VOICE_SAMPLES && text !== saved;

  const learned = (notice: string | null | undefined) =>
    toast({ title: 'Voice learned', description: notice ?? 'Your next posts follow it.' });
  const failed = (err: unknown) =>
    toast({ title: 'Could not learn your voice', description: errorMessage(err), variant: 'destructive' });

  const onSave = async () => {
    try {
      const answer = await save({ text });
      learned(answer.saveVoiceSamples.notice);
    } catch (err) {
      failed(err);
    }
  };

  const onFile = async (chosen: File) => {
    // Checked before the file is read: an export is a few megabytes at most.
    if (chosen.size > MAX_SHARES_FILE_BYTES) {
      failed(new Error(SHARES_FILE_TOO_LARGE_MESSAGE));
      return;
    }
    setReading(true);
    try {
      // Only the newest posts travel, so a long posting history fits the request.
      const { csv } = newestSharesCsv(await readFileText(chosen));
      const answer = await save({ sharesCsv: csv });
      learned(answer.saveVoiceSamples.notice);
    } catch (err) {
      failed(err);
    } finally {
      setReading(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <SectionCard
      title="Your posts"
      subtitle={`Paste ${MIN_VOICE_SAMPLES} to ${MAX_VOICE_SAMPLES} posts you wrote yourself, the more typical the better. Saving replaces the posts Synth has now.`}
    >
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) void onSave();
        }}
      >
        <label htmlFor={fieldId}>Your own posts</label>
        <p className="status" id={`${statusId}-how`}>
          Put a line with three dashes ({VOICE_SEPARATOR}) between two posts. Without such a line, every block of text
          between blank lines counts as a post of its own.
        </p>
        <Textarea
          id={fieldId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={`${statusId}-how ${statusId}`}
          placeholder={`Your first post…\n${VOICE_SEPARATOR}\nYour second post…`}
          spellCheck={false}
        />
        <p className="status" id={statusId} role="status" data-problem={status.problem}>
          {status.message}
        </p>
        <div className="actions">
          <Button type="submit" disabled={!canSave}>
            {saving && !reading ? 'Learning…' : 'Learn my voice'}
          </Button>
        </div>
      </Form>
      <Upload>
        <h3>Or upload your LinkedIn posts</h3>
        <p>
          On LinkedIn, open Settings &amp; Privacy, then Data privacy, then Get a copy of your data. The archive
          LinkedIn emails you holds Shares.csv, the list of your posts. Synth reads your {MAX_VOICE_SAMPLES} newest
          posts from it.
        </p>
        <input
          ref={file}
          type="file"
          accept=".csv,text/csv"
          aria-label="Shares.csv from your LinkedIn data"
          hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) void onFile(chosen);
          }}
        />
        <div>
          <Button
            variant="secondary"
            disabled={reading || saving}
            aria-busy={reading}
            onClick={() => file.current?.click()}
          >
            {reading ? 'Reading your posts…' : 'Upload Shares.csv'}
          </Button>
        </div>
      </Upload>
    </SectionCard>
  );
}
