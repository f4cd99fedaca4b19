import { Global, css, useTheme } from '@emotion/react';

/** Base element styles, visible focus rings and reduced-motion handling for the whole app. */
export function GlobalStyles() {
  const t = useTheme();
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${t.fonts.body};
          font-size: ${t.fontSizes.md};
          line-height: 1.5;
          color: ${t.colors.text};
          background: ${t.colors.bg};
          overflow-x: hidden;
        }
        h1,
        h2,
        h3,
        h4 {
          line-height: 1.25;
          margin: 0 0 ${t.space(3)};
        }
        p {
          margin: 0 0 ${t.space(3)};
        }
        a {
          color: ${t.colors.primary};
        }
        img {
          max-width: 100%;
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        :focus-visible {
          outline: 2px solid ${t.colors.focus};
          outline-offset: 2px;
          box-shadow: ${t.focusRing};
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          padding: 0;
          margin: -1px;
          overflow: hidden;
          clip: rect(0, 0, 0, 0);
          white-space: nowrap;
          border: 0;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            animation-iteration-count: 1 !important;
            transition-duration: 0.01ms !important;
            scroll-behavior: auto !important;
          }
        }
      `}
    />
  );
}
