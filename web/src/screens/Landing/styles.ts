import styled from '@emotion/styled';

// `muted` only picks the background; it is no attribute of a <section>.
export const Section = styled('section', { shouldForwardProp: (prop) => prop !== 'muted' })<{ muted?: boolean }>`
  padding: ${(p) => p.theme.space(16)} ${(p) => p.theme.space(4)};
  background: ${(p) => (p.muted ? p.theme.colors.surfaceMuted : 'transparent')};
  scroll-margin-top: 64px;
  > .inner {
    max-width: 1120px;
    margin: 0 auto;
    display: grid;
    gap: ${(p) => p.theme.space(8)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSizes.xxl};
    text-align: center;
    margin: 0;
  }
  .lead {
    text-align: center;
    color: ${(p) => p.theme.colors.textMuted};
    max-width: 640px;
    margin: 0 auto;
  }
`;

export const Grid = styled.div<{ min?: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.min ?? 240}px), 1fr));
`;

export const Tile = styled.article`
  padding: ${(p) => p.theme.space(6)};
  border-radius: ${(p) => p.theme.radii.lg};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  min-width: 0;
  h3 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  p {
    color: ${(p) => p.theme.colors.textMuted};
    margin: 0;
  }
`;
