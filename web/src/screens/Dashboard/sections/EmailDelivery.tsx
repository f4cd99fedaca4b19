import { useMemo } from 'react';
import type { RecipientConfirmationNote_synth$key } from '../../../__generated__/RecipientConfirmationNote_synth.graphql';
import type { DigestLanguageField_query$key } from '../../../__generated__/DigestLanguageField_query.graphql';
import { DigestItemLimitField } from './DigestItemLimitField';
import { DigestLanguageField } from './DigestLanguageField';
import { Field, Input, SelectField } from '../../../components/Field';
import { RecipientConfirmationNote } from '../../../components/RecipientConfirmationNote';
import { SectionCard } from '../../../components/SectionCard';
import { Switch } from '../../../components/Switch';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { GATE_TEXT } from '../../../billing/features';
import { EMAIL_FREQUENCIES, type EmailFrequency } from '../../../synth/types';
import { useSynth } from '../../../synth/useSynth';
import type { Plan } from '../plan';
import { MAX_EMAIL_CHARS } from '@synth/core/pure';

const FREQUENCY_LABELS: Record<EmailFrequency, string> = {
  daily: 'Daily',
  weekdays: 'Weekdays only',
  weekly: 'Weekly (Monday)',
};

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const all = new Set(['UTC', ...zones]);
  if (current) all.add(current);
  return [...all];
}

/**
 * Email Delivery: recipient, time (HH:MM), frequency, time zone, the digest's language and length, and the "nothing new" note. `synth`
 * (the saved synth) says whether its recipient has confirmed.
 */
export function EmailDelivery({
  plan,
  synth,
  catalog,
}: {
  plan: Plan;
  synth?: RecipientConfirmationNote_synth$key | null;
  catalog: DigestLanguageField_query$key;
}) {
  const { state, dispatch } = useSynth();
  const f = state.form;
  const allowed = plan.features.canUseEmail;
  const zones = useMemo(() => timeZones(f.userTimezone), [f.userTimezone]);
  return (
    <SectionCard title="Email Delivery" subtitle="When and where your digest is sent.">
      {!allowed && <UpgradeNotice text={GATE_TEXT.email} />}
      <Field label="Recipient email">
        {({ id }) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            disabled={!allowed}
            value={f.recipientEmail}
            maxLength={MAX_EMAIL_CHARS}
            onChange={(e) => dispatch({ type: 'UPDATE_FIELD', field: 'recipientEmail', value: e.target.value })}
          />
        )}
      </Field>
      {synth && <RecipientConfirmationNote synth={synth} formEmail={f.recipientEmail} />}
      <Field label="Delivery time" hint="In the time zone chosen below.">
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="time"
            aria-describedby={describedBy}
            disabled={!allowed}
            value={f.emailScheduleTime}
            onChange={(e) => dispatch({ type: 'UPDATE_FIELD', field: 'emailScheduleTime', value: e.target.value })}
          />
        )}
      </Field>
      <SelectField
        label="Frequency"
        disabled={!allowed}
        value={f.emailFrequency}
        options={EMAIL_FREQUENCIES.map((fr) => ({ value: fr, label: FREQUENCY_LABELS[fr] }))}
        onChange={(value: EmailFrequency) => dispatch({ type: 'UPDATE_FIELD', field: 'emailFrequency', value })}
      />
      <SelectField
        label="Time zone"
        hint="Detected from your browser."
        disabled={!allowed}
        value={f.userTimezone}
        options={zones.map((z) => ({ value: z, label: z }))}
        onChange={(value) => dispatch({ type: 'UPDATE_FIELD', field: 'userTimezone', value })}
      />
      <DigestLanguageField query={catalog} disabled={!allowed} />
      <DigestItemLimitField disabled={!allowed} />
      <Switch
        label="Email me when there is nothing new"
        hint="Send a short note instead of skipping the email when a run finds no new articles."
        disabled={!allowed}
        checked={f.sendWhenNothingNew}
        onChange={(v) => dispatch({ type: 'UPDATE_FIELD', field: 'sendWhenNothingNew', value: v })}
      />
    </SectionCard>
  );
}
