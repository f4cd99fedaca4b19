import styled from '@emotion/styled';
import { useState } from 'react';
import { Chip } from '../../../components/Chip';
import { Field, Input } from '../../../components/Field';
import { isProfessionalTopic, MAX_TOPIC_CHARS, topicWithoutPrefix as topicLabel } from '@synth/core/pure';
import { addKeyword, removeTopic } from '../../../synth/topics';
import { useSynth } from '../../../synth/useSynth';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  li {
    max-width: 100%;
  }
`;

/** Topic keywords: Enter adds a trimmed, non-empty keyword; chips remove them. */
export function KeywordInput() {
  const { state, dispatch } = useSynth();
  const [draft, setDraft] = useState('');
  const topics = state.form.topics;
  const setTopics = (next: string[]) => dispatch({ type: 'UPDATE_FIELD', field: 'topics', value: next });

  return (
    <>
      <Field
        label="Topic keywords"
        hint="Press Enter to add a keyword. Articles are kept when your keywords or related words appear together; one common word alone is not enough."
      >
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            value={draft}
            maxLength={MAX_TOPIC_CHARS}
            placeholder="e.g. artificial intelligence"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (!draft.trim()) return;
              setTopics(addKeyword(topics, draft));
              setDraft('');
            }}
          />
        )}
      </Field>
      {topics.length > 0 && (
        <Chips aria-label="Topics">
          {topics.map((t) => (
            <li key={t}>
              <Chip
                accent={isProfessionalTopic(t)}
                onRemove={() => setTopics(removeTopic(topics, t))}
                removeLabel={`Remove ${topicLabel(t)}`}
              >
                {topicLabel(t)}
              </Chip>
            </li>
          ))}
        </Chips>
      )}
    </>
  );
}
