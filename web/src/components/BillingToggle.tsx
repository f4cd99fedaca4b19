import styled from '@emotion/styled';
import type { BillingCycle } from '@synth/core/pure';

const Group = styled.div`
  display: inline-flex;
  padding: 4px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.surfaceMuted};
  border: 1px solid ${(p) => p.theme.colors.border};
  button {
    min-height: 36px;
    padding: 0 ${(p) => p.theme.space(4)};
    border: 0;
    border-radius: ${(p) => p.theme.radii.pill};
    background: transparent;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadows.card};
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** Monthly / yearly switch for the plan cards. */
export function BillingToggle({
  value,
  onChange,
  yearlyNote,
}: {
  value: BillingCycle;
  onChange: (v: BillingCycle) => void;
  yearlyNote?: string;
}) {
  return (
    <Group role="group" aria-label="Billing period">
      <button type="button" aria-pressed={value === 'monthly'} onClick={() => onChange('monthly')}>
        Monthly
      </button>
      <button type="button" aria-pressed={value === 'yearly'} onClick={() => onChange('yearly')}>
        Yearly{yearlyNote ? ` (${yearlyNote})` : ''}
      </button>
    </Group>
  );
}
