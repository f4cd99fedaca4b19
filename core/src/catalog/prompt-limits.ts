// The quick creator's prompt limit, shared by the server and the SPA's text boxes.
/** A description is a sentence or two; the cap keeps model requests small whatever a client sends. */
export const MAX_PROMPT_CHARS = 2000;
export const PROMPT_TOO_LONG_MESSAGE = `Please keep your description under ${MAX_PROMPT_CHARS.toLocaleString('en-US')} characters.`;
