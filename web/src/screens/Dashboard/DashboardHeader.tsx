import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { DashboardHeader_user$key } from '../../__generated__/DashboardHeader_user.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { statusBadge } from '../../billing/status';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  .who {
    flex: 1;
    min-width: 0;
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    justify-items: start;
  }
  .subscribe {
    font-weight: 600;
  }
`;

/** Name, photo or initial, the status badge and (during the trial) Subscribe Now. */
export function DashboardHeader({ user }: { user: DashboardHeader_user$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardHeader_user on User {
        displayName
        email
        photoUrl
        subscriptionStatus
      }
    `,
    user,
  );
  const badge = statusBadge(data.subscriptionStatus);
  const name = data.displayName ?? data.email ?? 'there';
  return (
    <Header>
      <Avatar name={name} photoUrl={data.photoUrl} size={48} />
      <div className="who">
        <h1>Welcome, {name}</h1>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {data.subscriptionStatus === 'trial' && (
        <Link className="subscribe" to="/subscribe">
          Subscribe Now
        </Link>
      )}
    </Header>
  );
}
