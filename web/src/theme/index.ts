export { theme } from './theme';
export { GlobalStyles } from './GlobalStyles';
