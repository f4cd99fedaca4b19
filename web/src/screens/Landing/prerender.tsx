// Build-time only (see web/vite.config.ts): the landing page as HTML, with Emotion's styles
// inline, so a signed-out visitor sees it before any JavaScript has loaded.
import { renderToString } from 'react-dom/server';
import { StandaloneLanding } from './StandaloneLanding';

export function renderLandingHtml(): string {
  return renderToString(<StandaloneLanding openApp={() => {}} />);
}
