import { MAX_DIGEST_ITEMS, MIN_DIGEST_ITEMS } from '@synth/core/pure';
import { Field, Input } from '../../../components/Field';
import { useSynth } from '../../../synth/useSynth';

/**
 * How many stories at most a digest carries. An emptied box holds NaN, which the synth schema
 * refuses on save with its own sentence, so a half-typed number is never saved.
 */
export function DigestItemLimitField({ disabled }: { disabled?: boolean }) {
  const { state, dispatch } = useSynth();
  const value = state.form.digestItemLimit;
  return (
    <Field
      label="Stories per digest"
      hint={`The most stories one digest carries, from ${MIN_DIGEST_ITEMS} to ${MAX_DIGEST_ITEMS}. The most relevant come first.`}
    >
      {({ id, describedBy }) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_DIGEST_ITEMS}
          max={MAX_DIGEST_ITEMS}
          step={1}
          aria-describedby={describedBy}
          disabled={disabled}
          value={Number.isNaN(value) ? '' : value}
          onChange={(e) => dispatch({ type: 'UPDATE_FIELD', field: 'digestItemLimit', value: e.target.valueAsNumber })}
        />
      )}
    </Field>
  );
}
