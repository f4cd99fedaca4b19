import styled from '@emotion/styled';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'primary';

export const Badge = styled.span<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
  ${({ theme: t, tone = 'neutral' }) =>
    ({
      neutral: `background: ${t.colors.surfaceMuted}; color: ${t.colors.textMuted};`,
      success: `background: ${t.colors.successSoft}; color: ${t.colors.success};`,
      warning: `background: ${t.colors.warningSoft}; color: ${t.colors.warning};`,
      danger: `background: ${t.colors.dangerSoft}; color: ${t.colors.danger};`,
      primary: `background: ${t.colors.primarySoft}; color: ${t.colors.primary};`,
    })[tone]}
`;
