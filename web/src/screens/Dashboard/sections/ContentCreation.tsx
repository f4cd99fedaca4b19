import type { ContentType, TemplatesByType } from '../../../content/types';
import { Muted } from '../../../components/Card';
import { Field, SelectField, Textarea } from '../../../components/Field';
import { SectionCard } from '../../../components/SectionCard';
import { Switch } from '../../../components/Switch';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { GATE_TEXT } from '../../../billing/features';
import { contentTypeOf, TRIAL_EXECUTION_CAP } from '@synth/core/pure';
import { autoTemplatePatch, contentTypePatch, templatePatch } from '../../../synth/contentRules';
import { CONTENT_TYPES, type SynthForm } from '../../../synth/types';
import { useSynth } from '../../../synth/useSynth';
import type { Plan } from '../plan';

/** Content Creation / AI Features with its content-type and template rules. */
export function ContentCreation({
  plan,
  templates,
  instructions,
}: {
  plan: Plan;
  templates: TemplatesByType;
  instructions: Record<ContentType, string>;
}) {
  const { state, dispatch } = useSynth();
  const f = state.form;
  const allowed = plan.features.canUseAIPosts;
  const canPrompt = plan.features.canUseCustomPrompts;
  const list = templates[f.contentType] ?? [];
  const patch = (p: Partial<SynthForm>) => dispatch({ type: 'UPDATE_FIELDS', patch: p });

  return (
    <SectionCard title="Content Creation" subtitle="AI Features: social posts written from your summaries.">
      {!allowed && <UpgradeNotice text={GATE_TEXT.aiPosts} />}
      {allowed && plan.status === 'trial' && (
        <Muted>
          Free trial: {Math.min(plan.executionsUsed, TRIAL_EXECUTION_CAP)} of {TRIAL_EXECUTION_CAP} content creations
          used.
        </Muted>
      )}
      <SelectField
        label="Content type"
        hint={instructions[f.contentType]}
        disabled={!allowed}
        value={f.contentType}
        options={CONTENT_TYPES.map((t) => ({ value: t, label: contentTypeOf(t).pickerLabel }))}
        onChange={(value: ContentType) => patch(contentTypePatch(value, templates))}
      />
      <Switch
        label="Auto-select template"
        hint="Let the AI pick the best format for each article. Clears your custom prompts."
        disabled={!allowed}
        checked={f.autoSelectTemplate}
        onChange={(on) => patch(autoTemplatePatch(on))}
      />
      <SelectField
        label="Template"
        disabled={!allowed || f.autoSelectTemplate}
        value={f.contentTemplate}
        options={list.map((t) => ({ value: t.id, label: t.name }))}
        onChange={(value) => patch(templatePatch(f, value, templates))}
        extra={
          !list.some((t) => t.id === f.contentTemplate) && (
            <option value={f.contentTemplate}>{f.contentTemplate}</option>
          )
        }
      />
      <Field label="Custom content prompt">
        {({ id }) => (
          <Textarea
            id={id}
            rows={6}
            disabled={!allowed || !canPrompt}
            value={canPrompt ? f.contentCustomPrompt : ''}
            placeholder={canPrompt ? 'Optional instructions for your posts.' : GATE_TEXT.customPrompts}
            onChange={(e) => dispatch({ type: 'UPDATE_FIELD', field: 'contentCustomPrompt', value: e.target.value })}
          />
        )}
      </Field>
      {allowed && !canPrompt && <UpgradeNotice text={GATE_TEXT.customPrompts} />}
      <Switch
        label="Include hashtags"
        disabled={!allowed}
        checked={f.includeHashtags}
        onChange={(v) => dispatch({ type: 'UPDATE_FIELD', field: 'includeHashtags', value: v })}
      />
    </SectionCard>
  );
}
