import styled from '@emotion/styled';

/** The column every signed-in page sits in: centred, at most `width` pixels (1080 unless told), its sections spaced alike. */
export const PageColumn = styled('div', { shouldForwardProp: (prop) => prop !== 'width' })<{ width?: number }>`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  max-width: ${(p) => p.width ?? 1080}px;
  margin: 0 auto;
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
`;
