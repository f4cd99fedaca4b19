// How long each kind of text a caller sends may be. Every check compares the length first, so no
// pattern, parser or validator ever runs on text long enough to be slow. Browser-safe: the web
// forms read the same numbers.

/** The longest address SMTP can deliver to (RFC 5321's path limit). */
export const MAX_EMAIL_CHARS = 254;
/** Longer than any feed or link a person types, short enough for every browser and proxy. */
export const MAX_URL_CHARS = 2048;
/** A topic is a keyword or a short phrase; each one becomes a pattern run over feed text. */
export const MAX_TOPIC_CHARS = 100;
export const MAX_SYNTH_NAME_CHARS = 200;
export const MAX_DISPLAY_NAME_CHARS = 100;
/** A catalogue search is a few words. */
export const MAX_SEARCH_QUERY_CHARS = 200;
/** The code and state a platform sends back after a connection; theirs are far shorter. */
export const MAX_OAUTH_PARAM_CHARS = 2048;
/** A handle on a network of domain-name handles (Bluesky), or a server's name: at most a domain's 253 characters. */
export const MAX_PLATFORM_HANDLE_CHARS = 253;
/** An app password a person made for Synth on a platform; Bluesky's are 19 characters. */
export const MAX_APP_PASSWORD_CHARS = 100;

/** The largest JSON body the API reads; a larger one is refused before it is read. */
export const MAX_REQUEST_BODY_BYTES = 512 * 1024;
/** Every body the API takes nests a few levels; a deeper one is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;
/** An OPML file travels inside a JSON body, escaped, so it gets half of the body's room. */
export const MAX_OPML_BYTES = MAX_REQUEST_BODY_BYTES / 2;
/** Outline folders nest a few levels; the parser stops at this many nested elements. */
export const MAX_OPML_DEPTH = 32;

const count = (n: number) => n.toLocaleString('en-US');

export const EMAIL_TOO_LONG_MESSAGE = `Recipient email must be at most ${MAX_EMAIL_CHARS} characters.`;
export const URL_TOO_LONG_MESSAGE = `A URL must be at most ${count(MAX_URL_CHARS)} characters.`;
export const TOPIC_TOO_LONG_MESSAGE = `Each topic must be at most ${MAX_TOPIC_CHARS} characters.`;
export const SYNTH_NAME_TOO_LONG_MESSAGE = `Name must be at most ${MAX_SYNTH_NAME_CHARS} characters.`;
export const DISPLAY_NAME_TOO_LONG_MESSAGE = `Display name must be at most ${MAX_DISPLAY_NAME_CHARS} characters.`;
export const SEARCH_QUERY_TOO_LONG_MESSAGE = `A search must be at most ${MAX_SEARCH_QUERY_CHARS} characters.`;
export const REQUEST_BODY_TOO_LARGE_MESSAGE = `The request body is larger than ${MAX_REQUEST_BODY_BYTES / 1024} KB.`;
export const JSON_TOO_DEEP_MESSAGE = `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`;
export const OPML_TOO_LARGE_MESSAGE = `The OPML file is larger than ${MAX_OPML_BYTES / 1024} KB.`;
export const OPML_TOO_DEEP_MESSAGE = `The OPML file nests its outlines more than ${MAX_OPML_DEPTH} levels deep.`;
/** PostgreSQL cannot store U+0000 in text, so no field may carry it. */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
