import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { ToastItem } from './ToastItem';
import { useToast } from './useToast';

const Region = styled.section`
  position: fixed;
  z-index: 1000;
  right: 0;
  bottom: 0;
  width: 100%;
  max-width: 420px;
  padding: ${(p) => p.theme.space(4)};
  pointer-events: none;
  &:focus-visible {
    outline: none;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
`;

/** The notification region: F8 moves focus into it. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Region ref={regionRef} role="region" aria-label="Notifications (F8)" tabIndex={-1}>
      {/* Each toast is its own status/alert, so a list would hide those roles (axe "list"). */}
      <Stack>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </Stack>
    </Region>
  );
}
