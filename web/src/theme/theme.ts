// Design tokens. Spacing is a 4 px grid: space(4) = 16px, so the sidebar's 64/16 units are 256/64 px.
export const theme = {
  colors: {
    bg: '#f8fafc',
    surface: '#ffffff',
    surfaceMuted: '#f1f5f9',
    border: '#e2e8f0',
    text: '#0f172a',
    textMuted: '#475569',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryText: '#ffffff',
    primarySoft: '#eef2ff',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    amber: '#f59e0b',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    focus: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    hero: 'clamp(2rem, 6vw, 3.25rem)',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.1)',
    pop: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
  breakpoints: { md: '@media (min-width: 768px)', lg: '@media (min-width: 1024px)' },
  /** Layout units of 4 px. */
  space: (n: number) => `${n * 4}px`,
  /** The visible keyboard focus ring used by every interactive element. */
  focusRing: '0 0 0 3px rgba(37, 99, 235, 0.45)',
};

export type AppTheme = typeof theme;
