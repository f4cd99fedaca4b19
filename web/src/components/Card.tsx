import styled from '@emotion/styled';

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.card};
  padding: ${(p) => p.theme.space(5)};
  min-width: 0;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

export const Row = styled.div<{ gap?: number; wrap?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: ${(p) => (p.wrap === false ? 'nowrap' : 'wrap')};
  gap: ${(p) => p.theme.space(p.gap ?? 3)};
  min-width: 0;
`;
