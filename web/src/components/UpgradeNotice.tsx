import styled from '@emotion/styled';
import { Link } from 'react-router';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: ${(p) => p.theme.space(3)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.warningSoft};
  color: ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSizes.sm};
  a {
    font-weight: 600;
    color: inherit;
  }
`;

/** A gated feature's notice with the upgrade link to /subscribe. */
export function UpgradeNotice({ text }: { text: string }) {
  return (
    <Notice role="note">
      <span>{text}</span>
      <Link to="/subscribe">Upgrade your plan</Link>
    </Notice>
  );
}
