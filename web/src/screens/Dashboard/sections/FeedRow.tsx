import styled from '@emotion/styled';
import { Button } from '../../../components/Button';
import { FeedHealthNote } from '../../../components/FeedHealthNote';
import { Input } from '../../../components/Field';
import { MAX_URL_CHARS } from '@synth/core/pure';
import type { FeedHealthNote_feedHealth$key } from '../../../__generated__/FeedHealthNote_feedHealth.graphql';
import type { FeedValidationState } from './feedValidation';

const Row = styled.li`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
  .controls input {
    flex: 1 1 220px;
    min-width: 0;
  }
  .state {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xs};
    min-height: 1.2em;
  }
  .valid {
    color: ${(p) => p.theme.colors.success};
  }
  .invalid {
    color: ${(p) => p.theme.colors.danger};
  }
`;

function StateText({ state }: { state: FeedValidationState }) {
  switch (state.status) {
    case 'validating':
      return <span>Validating…</span>;
    case 'valid':
      return <span className="valid">Valid feed · {state.articleCount} articles</span>;
    case 'invalid':
      return <span className="invalid">Invalid feed</span>;
    default:
      return null;
  }
}

export function FeedRow({
  index,
  url,
  state,
  onChange,
  onValidate,
  onRemove,
  health,
  onUseSuggestion,
}: {
  index: number;
  url: string;
  state: FeedValidationState;
  onChange: (url: string) => void;
  onValidate: () => void;
  onRemove: () => void;
  /** The saved synth's last fetch of this URL, when there is one. */
  health?: FeedHealthNote_feedHealth$key | null;
  onUseSuggestion?: (url: string) => void;
}) {
  const stateId = `feed-state-${index}`;
  return (
    <Row>
      <div className="controls">
        <Input
          type="url"
          inputMode="url"
          value={url}
          maxLength={MAX_URL_CHARS}
          placeholder="https://example.com/feed.xml"
          aria-label={`RSS feed URL ${index + 1}`}
          aria-describedby={stateId}
          aria-invalid={state.status === 'invalid'}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button variant="secondary" size="sm" onClick={onValidate} disabled={state.status === 'validating'}>
          Validate
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove RSS feed ${index + 1}`}>
          Remove
        </Button>
      </div>
      <p className="state" id={stateId} aria-live="polite">
        <StateText state={state} />
      </p>
      {health && <FeedHealthNote feed={health} onUseSuggestion={onUseSuggestion} />}
    </Row>
  );
}
