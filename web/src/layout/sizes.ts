import { theme } from '../theme/theme';

/** Sidebar widths in layout units: 64 expanded, 16 collapsed. */
const SIDEBAR_EXPANDED_UNITS = 64;
const SIDEBAR_COLLAPSED_UNITS = 16;
export const sidebarWidth = (expanded: boolean) =>
  theme.space(expanded ? SIDEBAR_EXPANDED_UNITS : SIDEBAR_COLLAPSED_UNITS);
export const MOBILE_TOP_BAR_HEIGHT = '56px';
