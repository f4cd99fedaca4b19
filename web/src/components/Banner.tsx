import styled from '@emotion/styled';

export const Banner = styled.div<{ tone?: 'danger' | 'warning' | 'info' }>`
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radii.sm};
  border: 1px solid;
  font-size: ${(p) => p.theme.fontSizes.sm};
  ${({ theme: t, tone = 'info' }) =>
    ({
      danger: `background: ${t.colors.dangerSoft}; color: ${t.colors.danger}; border-color: ${t.colors.danger};`,
      warning: `background: ${t.colors.warningSoft}; color: ${t.colors.warning}; border-color: ${t.colors.amber};`,
      info: `background: ${t.colors.primarySoft}; color: ${t.colors.primary}; border-color: ${t.colors.primary};`,
    })[tone]}
`;
