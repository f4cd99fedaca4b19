// Build-time only (see web/vite.config.ts): the landing page as HTML, with Emotion's styles
// inline, so a signed-out visitor sees it before any JavaScript has loaded.
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { GlobalStyles, theme } from '../../theme';
import { StandaloneLanding } from './StandaloneLanding';

export function renderLandingHtml(): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <StandaloneLanding openApp={() => {}} />
    </ThemeProvider>,
  );
}
