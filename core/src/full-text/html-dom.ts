// linkedom, a DOM for reading HTML on the server: it runs no scripts and loads nothing. It ships a
// CommonJS build for this CommonJS package, but its typings are ESM only, hence the split import.
import type { parseHTML as ParseHtml } from 'linkedom' with { 'resolution-mode': 'import' };

export const parseHTML = (require('linkedom') as { parseHTML: typeof ParseHtml }).parseHTML;
