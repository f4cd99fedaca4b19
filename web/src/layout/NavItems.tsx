import styled from '@emotion/styled';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../components/Icon';
import { StackList } from '../components/StackList';

const ITEMS: { to: string; label: string; icon: IconName }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { to: '/synths', label: 'Synths', icon: 'synths' },
  { to: '/runs', label: 'Runs', icon: 'runs' },
  { to: '/subscribe', label: 'Subscription', icon: 'subscription' },
  { to: '/settings/connected-accounts', label: 'Connected accounts', icon: 'connected' },
  { to: '/settings/voice', label: 'Your voice', icon: 'voice' },
];

const List = styled(StackList)`
  gap: ${(p) => p.theme.space(1)};
  a {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(3)};
    min-height: 40px;
    padding: 0 ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.sm};
    color: ${(p) => p.theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
  }
  a:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
    color: ${(p) => p.theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** Dashboard counts as active on / as well as /dashboard. */
export function NavItems({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List>
      {ITEMS.map((item) => {
        const forceActive = item.to === '/dashboard' && pathname === '/';
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              aria-label={expanded ? undefined : item.label}
              title={expanded ? undefined : item.label}
              {...(forceActive ? { 'aria-current': 'page' as const } : {})}
            >
              <Icon name={item.icon} />
              {expanded && <span>{item.label}</span>}
            </NavLink>
          </li>
        );
      })}
    </List>
  );
}
