// Built-in LinkedIn post formats: used for any format the templates query does not give.
// They are the server's own texts, bundled from the API's content library, so the fallback can
// never drift from what the pipeline uses.
import { DEFAULT_TEST_PAGE_TEMPLATE, LINKEDIN_TEMPLATE_IDS, linkedinTemplates } from '@synth/core/pure';
import type { ContentTemplate } from './types';

export const LINKEDIN_FORMAT_TEMPLATES: ContentTemplate[] = linkedinTemplates;
export const LINKEDIN_FORMAT_IDS: string[] = LINKEDIN_TEMPLATE_IDS;
export { DEFAULT_TEST_PAGE_TEMPLATE };
