import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';

const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  border-radius: ${(p) => p.theme.radii.pill};
  border: 0;
  padding: 0;
  background: ${(p) => p.theme.colors.border};
  cursor: pointer;
  transition: background-color 0.15s;
  &[aria-checked='true'] {
    background: ${(p) => p.theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  &[aria-checked='true']::after {
    transform: translateX(20px);
  }
`;

const Wrap = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(3)};
  label {
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSizes.sm};
    cursor: pointer;
  }
  .hint {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

/** An on/off control (role="switch") with a visible label. */
export function Switch({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Wrap>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p className="hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
      </div>
    </Wrap>
  );
}
