import styled from '@emotion/styled';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { TOAST_DEFAULT_DURATION, type ToastRecord } from './toastStore';

/** Horizontal drag, in px to the right, that dismisses a toast. */
const SWIPE_THRESHOLD = 50;

const Item = styled.div<{ destructive: boolean; offsetX: number }>`
  pointer-events: auto;
  position: relative;
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-start;
  padding: ${(p) => p.theme.space(4)};
  padding-right: ${(p) => p.theme.space(10)};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.destructive ? p.theme.colors.danger : p.theme.colors.border)};
  background: ${(p) => (p.destructive ? p.theme.colors.danger : p.theme.colors.surface)};
  color: ${(p) => (p.destructive ? '#fff' : p.theme.colors.text)};
  box-shadow: ${(p) => p.theme.shadows.pop};
  transform: translateX(${(p) => p.offsetX}px);
  transition: ${(p) => (p.offsetX === 0 ? 'transform 0.15s ease-out' : 'none')};
  touch-action: pan-y;
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    opacity: 0.9;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${(p) => p.theme.space(2)};
  right: ${(p) => p.theme.space(2)};
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 1.25rem;
  line-height: 1;
`;

const Action = styled.button`
  flex-shrink: 0;
  align-self: center;
  border: 1px solid currentColor;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: inherit;
  padding: ${(p) => `${p.theme.space(1)} ${p.theme.space(3)}`};
  cursor: pointer;
`;

export function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const [dx, setDx] = useState(0);
  const startX = useRef<number | null>(null);
  const duration = toast.duration ?? TOAST_DEFAULT_DURATION;
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // Restarts when hover/focus ends, so a toast being read does not vanish.
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, toast.id]);

  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (startX.current !== null) setDx(Math.max(0, e.clientX - startX.current));
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const moved = e.clientX - startX.current;
    startX.current = null;
    if (moved > SWIPE_THRESHOLD) onDismiss();
    else setDx(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <Item
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      destructive={destructive}
      offsetX={dx}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        startX.current = null;
        setDx(0);
      }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div style={{ flex: 1, minWidth: 0 }}>
        {toast.title && <strong>{toast.title}</strong>}
        {toast.description && <p>{toast.description}</p>}
      </div>
      {toast.action && (
        <Action
          type="button"
          onClick={() => {
            toast.action?.onClick();
            onDismiss();
          }}
        >
          {toast.action.label}
        </Action>
      )}
      <Close type="button" aria-label="Close notification" onClick={onDismiss}>
        ×
      </Close>
    </Item>
  );
}
