import styled from '@emotion/styled';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SidebarContent_user$key } from '../__generated__/SidebarContent_user.graphql';
import { signOut } from '../auth/signOut';
import { Avatar } from '../components/Avatar';
import { Icon } from '../components/Icon';
import { SubscriptionStatusPanel } from '../components/SubscriptionStatusPanel';
import { TrialPanel } from '../components/TrialPanel';
import { resetEnvironment } from '../relay/environment';
import { NavItems } from './NavItems';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  height: 100%;
  min-height: 0;
  padding: ${(p) => p.theme.space(3)};
  .grow {
    flex: 1;
    overflow-y: auto;
    display: grid;
    align-content: start;
    gap: ${(p) => p.theme.space(4)};
  }
`;

const UserBox = styled.div<{ expanded: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.expanded ? 'row' : 'column')};
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding-top: ${(p) => p.theme.space(3)};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  .who {
    flex: 1;
    min-width: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .who strong,
  .who span {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .who span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.xs};
  }
`;

const LogoutButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 36px;
  padding: 0 ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  cursor: pointer;
  font-size: ${(p) => p.theme.fontSizes.sm};
  &:hover {
    background: ${(p) => p.theme.colors.surfaceMuted};
  }
`;

/** Navigation, the user and (expanded) the trial and subscription panels. */
export function SidebarContent({
  user,
  expanded,
  onNavigate,
}: {
  user: SidebarContent_user$key;
  expanded: boolean;
  onNavigate?: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment SidebarContent_user on User {
        displayName
        email
        photoUrl
        ...TrialPanel_user
        ...SubscriptionStatusPanel_user
      }
    `,
    user,
  );
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await signOut();
    resetEnvironment();
    navigate('/login', { replace: true });
  };

  return (
    <Column>
      <div className="grow">
        <nav aria-label="Main navigation">
          <NavItems expanded={expanded} onNavigate={onNavigate} />
        </nav>
        {expanded && (
          <>
            <TrialPanel user={data} />
            <SubscriptionStatusPanel user={data} compact showRefresh />
          </>
        )}
      </div>
      <UserBox expanded={expanded}>
        <Avatar name={data.displayName ?? data.email} photoUrl={data.photoUrl} />
        {expanded && (
          <div className="who">
            <strong>{data.displayName ?? 'Signed in'}</strong>
            <span>{data.email}</span>
          </div>
        )}
        <LogoutButton type="button" onClick={logout} disabled={leaving} aria-label={expanded ? undefined : 'Logout'}>
          <Icon name="logout" size={16} />
          {expanded && 'Logout'}
        </LogoutButton>
      </UserBox>
    </Column>
  );
}
