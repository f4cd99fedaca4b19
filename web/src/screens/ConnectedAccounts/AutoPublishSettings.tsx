import styled from '@emotion/styled';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AutoPublishSettings_viewer$key } from '../../__generated__/AutoPublishSettings_viewer.graphql';
import { AUTO_PUBLISH_MINUTES, autoPublishMinutesProblem } from '@synth/core/pure';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Input } from '../../components/Field';
import { useSetAutoPublishMutation } from '../../mutations/useSetAutoPublishMutation';
import { errorMessage } from '../../relay/errors';
import { toast } from '../../toast/toastStore';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
  }
  li strong {
    min-width: 12rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  input[type='number'] {
    width: 6rem;
  }
`;

function SynthRow({
  id,
  name,
  minutes,
  bestTime,
  preview,
}: {
  id: string;
  name: string;
  minutes: number | null;
  bestTime: boolean;
  preview: readonly string[];
}) {
  const [on, setOn] = useState(minutes !== null);
  const [value, setValue] = useState(String(minutes ?? AUTO_PUBLISH_MINUTES.default));
  const [best, setBest] = useState(bestTime);
  const [save, saving] = useSetAutoPublishMutation();
  const wanted = on ? Number(value) : null;
  const problem = wanted === null ? null : autoPublishMinutesProblem(wanted);
  const onSave = async () => {
    try {
      await save(id, wanted, on && best);
      toast({
        title: 'Automatic publishing saved',
        description:
          wanted === null
            ? `${name}'s posts wait for you to publish them.`
            : best
              ? `${name}'s posts publish at your best time on each network, at least ${wanted} minutes after each digest, unless you cancel.`
              : `${name}'s posts publish ${wanted} minutes after each digest unless you cancel.`,
      });
    } catch (err) {
      toast({ title: 'Could not save automatic publishing', description: errorMessage(err), variant: 'destructive' });
    }
  };
  return (
    <li>
      <strong>{name}</strong>
      <label>
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} /> Publish automatically
      </label>
      <label>
        <Input
          type="number"
          min={AUTO_PUBLISH_MINUTES.min}
          max={AUTO_PUBLISH_MINUTES.max}
          value={value}
          disabled={!on}
          onChange={(e) => setValue(e.target.value)}
          aria-label={`Minutes after ${name}'s digest`}
        />
        minutes after the digest
      </label>
      <label>
        <input type="checkbox" checked={best} disabled={!on} onChange={(e) => setBest(e.target.checked)} /> or later, at
        my best time on each network
      </label>
      <Button
        size="sm"
        onClick={onSave}
        disabled={saving || !!problem || (wanted === minutes && (wanted === null || best === bestTime))}
      >
        Save
      </Button>
      {problem && <span role="alert">{problem}</span>}
      {preview.length > 0 && (
        <ul aria-label={`When ${name}'s posts would go out`}>
          {preview.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Per synth: whether its posts publish themselves after the digest, and how long after (off by default). */
export function AutoPublishSettings({ viewer }: { viewer: AutoPublishSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AutoPublishSettings_viewer on Viewer {
        synths(first: 50) {
          edges {
            node {
              id
              name
              autoPublishMinutes
              autoPublishBestTime
              autoPublishPreview
            }
          }
        }
      }
    `,
    viewer,
  );
  const synths = data.synths.edges.map((e) => e.node);
  return (
    <Card>
      <h2>Automatic publishing</h2>
      <p>
        Turn it on for a synth and its posts publish themselves a set number of minutes after each digest, or later at
        your best time on each network. The digest says when, with a link to cancel, and the run page can cancel them or
        change the time.
      </p>
      {synths.length === 0 ? (
        <p>You have no synths yet.</p>
      ) : (
        <Rows aria-label="Automatic publishing per synth">
          {synths.map((s) => (
            <SynthRow
              key={s.id}
              id={s.id}
              name={s.name}
              minutes={s.autoPublishMinutes ?? null}
              bestTime={s.autoPublishBestTime}
              preview={s.autoPublishPreview}
            />
          ))}
        </Rows>
      )}
    </Card>
  );
}
