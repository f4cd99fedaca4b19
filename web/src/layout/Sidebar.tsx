import styled from '@emotion/styled';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SidebarQuery } from '../__generated__/SidebarQuery.graphql';
import { Icon } from '../components/Icon';
import { SidebarContent } from './SidebarContent';
import { sidebarWidth } from './sizes';

export const SidebarQueryDef = graphql`
  query SidebarQuery {
    viewer {
      user {
        ...SidebarContent_user
      }
    }
  }
`;

const Aside = styled.aside<{ expanded: boolean }>`
  display: none;
  @media (min-width: 768px) {
    display: flex;
    flex-direction: column;
    position: sticky;
    top: 0;
    height: 100vh;
    flex-shrink: 0;
    width: ${(p) => sidebarWidth(p.expanded)};
    background: ${(p) => p.theme.colors.surface};
    border-right: 1px solid ${(p) => p.theme.colors.border};
    transition: width 0.2s ease;
  }
`;

const Head = styled.div<{ expanded: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.expanded ? 'space-between' : 'center')};
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(3)};
  min-height: 56px;
  strong {
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.primary};
  }
  button {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surface};
    cursor: pointer;
  }
`;

export function SidebarBody({
  queryRef,
  expanded,
  onNavigate,
}: {
  queryRef: PreloadedQuery<SidebarQuery>;
  expanded: boolean;
  onNavigate?: () => void;
}) {
  const data = usePreloadedQuery(SidebarQueryDef, queryRef);
  if (!data.viewer.user) return null;
  return <SidebarContent user={data.viewer.user} expanded={expanded} onNavigate={onNavigate} />;
}

/** The desktop sidebar: 256 px expanded, 64 px collapsed. */
export function Sidebar({
  expanded,
  onToggle,
  children,
}: {
  expanded: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <Aside expanded={expanded} data-testid="sidebar" data-expanded={expanded} style={{ width: sidebarWidth(expanded) }}>
      <Head expanded={expanded}>
        {expanded && <strong>Synth</strong>}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
        >
          <Icon name={expanded ? 'chevronLeft' : 'chevronRight'} />
        </button>
      </Head>
      {children}
    </Aside>
  );
}
