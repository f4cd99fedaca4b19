import styled from '@emotion/styled';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: ${(p) => p.theme.colors.overlay};
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space(3)};
`;

const Panel = styled.div`
  width: min(880px, 100%);
  max-height: calc(100vh - 24px);
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radii.lg};
  box-shadow: ${(p) => p.theme.shadows.pop};
  overflow: hidden;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(3)};
    padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  header h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  .body {
    padding: ${(p) => p.theme.space(5)};
    overflow: auto;
  }
`;

const CloseButton = styled.button`
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  font-size: 1.5rem;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog: labelled by its title, Escape and backdrop close it, Tab stays inside. */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
      if (e.key !== 'Tab' || !panelRef.current) return;
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>
            ×
          </CloseButton>
        </header>
        <div className="body">{children}</div>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
