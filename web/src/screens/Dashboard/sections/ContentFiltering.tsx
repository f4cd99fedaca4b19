import { Field, SelectField, Textarea } from '../../../components/Field';
import { SectionCard } from '../../../components/SectionCard';
import { Switch } from '../../../components/Switch';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { GATE_TEXT } from '../../../billing/features';
import { SUMMARY_LENGTHS, SUMMARY_STYLES, type SummaryLength, type SummaryStyle } from '../../../synth/types';
import { useSynth } from '../../../synth/useSynth';
import type { Plan } from '../plan';
import { KeywordInput } from './KeywordInput';
import type { SpecializationPicker_query$key } from '../../../__generated__/SpecializationPicker_query.graphql';
import { SpecializationPicker } from './SpecializationPicker';
import { RelevancePreview } from './RelevancePreview';

const LENGTH_LABELS: Record<SummaryLength, string> = {
  brief: 'Brief (1–2 paragraphs)',
  medium: 'Medium (3–4 paragraphs)',
  detailed: 'Detailed (5+ paragraphs)',
};
const STYLE_LABELS: Record<SummaryStyle, string> = {
  informative: 'Informative',
  analytical: 'Analytical',
  conversational: 'Conversational',
};

/** Filtering & Processing / Content Filtering: keywords, specializations (with a live preview of what they keep) and summary length. */
export function ContentFiltering({ plan, catalog }: { plan: Plan; catalog: SpecializationPicker_query$key }) {
  const { state, dispatch } = useSynth();
  const f = state.form;
  const canPrompt = plan.features.canUseCustomPrompts;
  return (
    <SectionCard
      title="Filtering & Processing"
      subtitle="Content Filtering: choose the topics to keep and how to summarise them."
    >
      <Switch
        label="Only fetch the latest articles"
        hint="Skip articles already processed in earlier runs."
        checked={f.fetchLatestOnly}
        onChange={(v) => dispatch({ type: 'UPDATE_FIELD', field: 'fetchLatestOnly', value: v })}
      />
      <Switch
        label="Read the full article"
        hint="When a feed gives only a teaser, read the article's page and summarise the whole text. Pages behind a paywall are marked teaser only."
        checked={f.readFullArticle}
        onChange={(v) => dispatch({ type: 'UPDATE_FIELD', field: 'readFullArticle', value: v })}
      />
      <KeywordInput />
      <SpecializationPicker query={catalog} />
      <RelevancePreview />
      <SelectField
        label="Summary length"
        value={f.summaryLength}
        options={SUMMARY_LENGTHS.map((l) => ({ value: l, label: LENGTH_LABELS[l] }))}
        onChange={(value: SummaryLength) => dispatch({ type: 'UPDATE_FIELD', field: 'summaryLength', value })}
      />
      <SelectField
        label="Summary style"
        value={f.summaryStyle}
        options={SUMMARY_STYLES.map((s) => ({ value: s, label: STYLE_LABELS[s] }))}
        onChange={(value: SummaryStyle) => dispatch({ type: 'UPDATE_FIELD', field: 'summaryStyle', value })}
      />
      <Field label="Custom summary prompt" hint={canPrompt ? 'Optional instructions for the AI summary.' : undefined}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            disabled={!canPrompt}
            value={canPrompt ? f.summaryCustomPrompt : ''}
            placeholder={canPrompt ? 'e.g. Focus on what changes for mid-sized companies.' : GATE_TEXT.customPrompts}
            onChange={(e) => dispatch({ type: 'UPDATE_FIELD', field: 'summaryCustomPrompt', value: e.target.value })}
          />
        )}
      </Field>
      {!canPrompt && <UpgradeNotice text={GATE_TEXT.customPrompts} />}
    </SectionCard>
  );
}
