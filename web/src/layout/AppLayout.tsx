import styled from '@emotion/styled';
import { Suspense, useEffect, useState } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import type { SidebarQuery } from '../__generated__/SidebarQuery.graphql';
import { FullPageSpinner, Spinner } from '../components/Spinner';
import { MobileNav } from './MobileNav';
import { Sidebar, SidebarBody } from './Sidebar';
import { useSidebarPreference } from './useSidebarPreference';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  @media (min-width: 768px) {
    flex-direction: row;
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${(p) => p.theme.space(4)};
  @media (min-width: 768px) {
    padding: ${(p) => p.theme.space(8)};
  }
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 0;
  z-index: 1100;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.surface};
  &:focus {
    left: ${(p) => p.theme.space(2)};
    top: ${(p) => p.theme.space(2)};
  }
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space(6)} 0;
`;

/** The signed-in shell: sidebar (desktop) or top bar + drawer (mobile), and the page. */
export function AppLayout({ sidebarQuery }: { sidebarQuery: PreloadedQuery<SidebarQuery> | null }) {
  const [expanded, setExpanded] = useSidebarPreference();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname]);

  const body = (isExpanded: boolean, onNavigate?: () => void) =>
    sidebarQuery && (
      <Suspense
        fallback={
          <Placeholder>
            <Spinner label="Loading account" />
          </Placeholder>
        }
      >
        <SidebarBody queryRef={sidebarQuery} expanded={isExpanded} onNavigate={onNavigate} />
      </Suspense>
    );

  return (
    <Shell>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Sidebar expanded={expanded} onToggle={() => setExpanded(!expanded)}>
        {body(expanded)}
      </Sidebar>
      <MobileNav open={drawerOpen} onOpenChange={setDrawerOpen}>
        {body(true, () => setDrawerOpen(false))}
      </MobileNav>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Main>
    </Shell>
  );
}
