import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { forwardRef } from 'react';
import { Button } from '../../components/Button';

const bounce = keyframes`
  0%, 100% { transform: translateY(0); }
  40% { transform: translateY(-8px); }
  60% { transform: translateY(-4px); }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  justify-content: flex-end;
  .bouncing {
    animation: ${bounce} 1s ease-in-out infinite;
  }
`;

export const SynthActions = forwardRef<
  HTMLButtonElement,
  { onSave: () => void; onRun: () => void; saving: boolean; running: boolean; bouncing: boolean }
>(function SynthActions({ onSave, onRun, saving, running, bouncing }, runRef) {
  return (
    <Bar>
      <Button variant="secondary" size="lg" onClick={onSave} disabled={saving || running} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save Synth'}
      </Button>
      <Button
        ref={runRef}
        size="lg"
        onClick={onRun}
        disabled={running}
        aria-busy={running}
        className={bouncing ? 'bouncing' : undefined}
        data-bouncing={bouncing}
      >
        {running ? 'Running…' : 'Run Synth'}
      </Button>
    </Bar>
  );
});
