import { SectionCard } from '../../../components/SectionCard';
import { Switch } from '../../../components/Switch';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { GATE_TEXT } from '../../../billing/features';
import { useSynth } from '../../../synth/useSynth';
import type { Plan } from '../plan';

/** Internet Search / Real World Examples: open to Professional, Thought Leader and the trial. */
export function InternetSearch({ plan }: { plan: Plan }) {
  const { state, dispatch } = useSynth();
  const allowed = plan.features.canUseRealWorldExamples || plan.features.canUseInternetSearch;
  return (
    <SectionCard title="Internet Search" subtitle="Real World Examples: search the web for concrete examples to cite.">
      {!allowed && <UpgradeNotice text={GATE_TEXT.internetSearch} />}
      <Switch
        label="Add real-world examples"
        disabled={!allowed}
        checked={allowed && state.form.enableRealWorldExamples}
        onChange={(v) => dispatch({ type: 'UPDATE_FIELD', field: 'enableRealWorldExamples', value: v })}
      />
    </SectionCard>
  );
}
