import styled from '@emotion/styled';
import { MAX_PROMPT_CHARS } from '@synth/core/pure';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Field, Textarea } from '../../components/Field';
import { SectionCard } from '../../components/SectionCard';
import { useDraftSynthFromPromptMutation } from '../../mutations/useDraftSynthFromPromptMutation';
import { errorMessage } from '../../relay/errors';
import { quickCreateToForm } from '../../synth/quickCreate';
import { useSynth } from '../../synth/useSynth';
import { toast } from '../../toast/toastStore';
import type { Plan } from './plan';

const PROMPT_REQUIRED_TOAST = {
  title: 'Prompt Required',
  description: 'Please enter a description of the content you want to create.',
  variant: 'destructive',
} as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  justify-content: flex-end;
`;

const limitsOf = (plan: Plan) => ({
  maxRssFeeds: plan.features.maxRssFeeds,
  canUseRealWorldExamples: plan.features.canUseRealWorldExamples,
});

/** Describe the synth in words; the answer loads into the editor as an unsaved synth. */
export function QuickSynthCreator({ plan }: { plan: Plan }) {
  const { dispatch } = useSynth();
  const draftSynth = useDraftSynthFromPromptMutation();
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (!prompt.trim()) {
      toast(PROMPT_REQUIRED_TOAST);
      return;
    }
    setBusy(true);
    try {
      const config = await draftSynth(prompt.trim());
      dispatch({ type: 'LOAD_SYNTH', synth: quickCreateToForm(config), limits: limitsOf(plan), force: true });
      toast({ title: 'Synth drafted', description: 'Review the settings below, then save or run your synth.' });
    } catch (err) {
      toast({ title: 'Error Creating Synth', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      title="Quick Synth Creator"
      subtitle="Describe the content you want and we will set up feeds and topics for you."
    >
      <Field label="What should your synth cover?">
        {({ id }) => (
          <Textarea
            id={id}
            value={prompt}
            maxLength={MAX_PROMPT_CHARS}
            placeholder="e.g. Weekly LinkedIn posts about fintech regulation for bank executives"
            onChange={(e) => setPrompt(e.target.value)}
          />
        )}
      </Field>
      <Actions>
        <Button variant="secondary" onClick={() => dispatch({ type: 'RESET', limits: limitsOf(plan) })} disabled={busy}>
          Clear Synth
        </Button>
        <Button onClick={create} disabled={busy} aria-busy={busy}>
          {busy ? 'Creating…' : 'Create Synth'}
        </Button>
      </Actions>
    </SectionCard>
  );
}
