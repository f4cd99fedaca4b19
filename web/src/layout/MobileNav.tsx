import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../components/Icon';
import { MOBILE_TOP_BAR_HEIGHT, sidebarWidth } from './sizes';

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 500;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  height: ${MOBILE_TOP_BAR_HEIGHT};
  padding: 0 ${(p) => p.theme.space(3)};
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  strong {
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  button {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: ${(p) => p.theme.radii.sm};
    background: transparent;
    cursor: pointer;
  }
  @media (min-width: 768px) {
    display: none;
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 800;
  background: ${(p) => p.theme.colors.overlay};
  @media (min-width: 768px) {
    display: none;
  }
`;

const Drawer = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(${sidebarWidth(true)}, 85vw);
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colors.surface};
  box-shadow: ${(p) => p.theme.shadows.pop};
  .drawer-head {
    display: flex;
    justify-content: flex-end;
    padding: ${(p) => p.theme.space(2)};
  }
  .drawer-head button {
    width: 40px;
    height: 40px;
    border: 0;
    background: transparent;
    cursor: pointer;
    border-radius: ${(p) => p.theme.radii.sm};
  }
`;

/** Small screens: a top bar whose menu button opens the sidebar as an overlay drawer. */
export function MobileNav({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const drawerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    drawerRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onOpenChange(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  return (
    <>
      <TopBar>
        <button
          type="button"
          aria-label="Open navigation menu"
          aria-expanded={open}
          aria-controls="mobile-drawer"
          onClick={() => onOpenChange(true)}
        >
          <Icon name="menu" />
        </button>
        <strong>Synth</strong>
      </TopBar>
      {open && (
        <Overlay onMouseDown={(e) => e.target === e.currentTarget && onOpenChange(false)}>
          <Drawer id="mobile-drawer" ref={drawerRef} role="dialog" aria-modal="true" aria-label="Navigation menu">
            <div className="drawer-head">
              <button type="button" aria-label="Close navigation menu" onClick={() => onOpenChange(false)}>
                <Icon name="close" />
              </button>
            </div>
            {children}
          </Drawer>
        </Overlay>
      )}
    </>
  );
}
