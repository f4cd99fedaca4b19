import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Wrap = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  min-width: 0;
  label {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .hint {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
    margin: 0;
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.fontSizes.xs};
    margin: 0;
  }
`;

/** A label, one control and optional hint/error, wired with ids for screen readers. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <label htmlFor={id}>{label}</label>
      {children({ id, describedBy })}
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={errorId}>
          {error}
        </p>
      )}
    </Wrap>
  );
}

const control = (p: { theme: import('@emotion/react').Theme }) => `
  width: 100%;
  min-height: 40px;
  padding: ${p.theme.space(2)} ${p.theme.space(3)};
  border: 1px solid ${p.theme.colors.border};
  border-radius: ${p.theme.radii.sm};
  background: ${p.theme.colors.surface};
  font-size: ${p.theme.fontSizes.md};
  &:disabled { background: ${p.theme.colors.surfaceMuted}; color: ${p.theme.colors.textMuted}; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${p.theme.colors.focus}; outline-offset: 1px; box-shadow: ${p.theme.focusRing}; }
`;

export const Input = styled.input`
  ${control}
`;
export const Select = styled.select`
  ${control}
`;
export const Textarea = styled.textarea`
  ${control}
  min-height: 96px;
  resize: vertical;
`;

/** The <option>s of a select, one per value with its label. */
export function Options({ options }: { options: readonly { value: string; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/**
 * A labelled select, one option per value; `onChange` gets the chosen value. `extra` options
 * (a stored value no longer offered, say) come before the list.
 */
export function SelectField<V extends string>({
  label,
  hint,
  disabled,
  value,
  options,
  onChange,
  extra,
}: {
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  extra?: ReactNode;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ id, describedBy }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {extra}
          <Options options={options} />
        </Select>
      )}
    </Field>
  );
}
