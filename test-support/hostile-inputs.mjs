// Inputs a hostile caller sends, each with the answer the API must give: the integration test
// (api/src/hostile-inputs.int.test.ts) asserts every answer, and the benchmark
// (bench/hostile-input.bench.mjs) sends them in a loop while it times /healthz. Plain JavaScript
// so the benchmark reads the same table from Node without a build.
import {
  EMAIL_TOO_LONG_MESSAGE,
  JSON_TOO_DEEP_MESSAGE,
  MAX_OPML_DEPTH,
  MAX_REQUEST_BODY_BYTES,
  NUL_CHARACTER_MESSAGE,
  OPML_TOO_DEEP_MESSAGE,
  PROMPT_TOO_LONG_MESSAGE,
  REQUEST_BODY_TOO_LARGE_MESSAGE,
  SEARCH_QUERY_TOO_LONG_MESSAGE,
  SHARES_CSV_TOO_LONG_MESSAGE,
  SYNTH_NAME_TOO_LONG_MESSAGE,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  TOPIC_TOO_LONG_MESSAGE,
  URL_TOO_LONG_MESSAGE,
  VOICE_TEXT_TOO_LONG_MESSAGE,
  genericTopicMessage,
} from '@synth/core/pure';

/**
 * @typedef {object} HostileInput
 * @property {string} name what is sent, for the test's title
 * @property {'GET' | 'POST' | 'PATCH'} method
 * @property {string} path
 * @property {unknown} [body] sent as JSON
 * @property {string} [raw] sent as it is, with Content-Type application/json
 * @property {number} status the HTTP status of the answer
 * @property {string} message the sentence the caller reads (REST `message`, GraphQL `errors[0].message`
 *   or, for an answer in data, its `message`); '' when the answer carries none (no body, or a list)
 */

/** The quadratic case of the old recipient pattern: 'a@' and then '.@' again and again. */
const quadraticEmail = (pairs) => `a@${'.@'.repeat(pairs)}`;
const nested = (levels) =>
  `<opml><body>${'<outline text="f">'.repeat(levels)}<outline xmlUrl="https://deep.example/rss"/>${'</outline>'.repeat(levels)}</body></opml>`;
const deepJson = (levels) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const longUrl = (chars) => `https://example.com/${'p'.repeat(chars)}`;
const gql = (query, variables) => ({ method: 'POST', path: '/graphql', body: { query, variables } });
const updateSynth = 'mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { id } }';
const invalid = 'Recipient email is not a valid address';
const preview =
  'query($feeds: [String!]!, $topics: [String!]!) { relevancePreview(rssFeedUrls: $feeds, topics: $topics) { read } }';
const saveVoice = (variables) =>
  gql('mutation($t: String, $c: String) { saveVoiceSamples(text: $t, sharesCsv: $c) { notice } }', variables);

/**
 * @param {{ synthId: string, synthNodeId: string }} synth the caller's own synth, by REST id and GraphQL id
 * @returns {HostileInput[]}
 */
export function hostileInputs({ synthId, synthNodeId }) {
  const patch = (body) => ({ method: 'PATCH', path: `/api/synths/${synthId}`, body });
  const update = (input) => gql(updateSynth, { id: synthNodeId, input });
  return [
    // Recipient addresses: the length is checked before the validator reads them.
    {
      name: 'REST: the quadratic address a@ + 30,000 × .@ (60,002 characters)',
      ...patch({ recipientEmail: quadraticEmail(30_000) }),
      status: 400,
      message: EMAIL_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: a 60,000-character address',
      ...patch({ recipientEmail: `${'a'.repeat(59_988)}@example.com` }),
      status: 400,
      message: EMAIL_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: the quadratic shape within the length limit',
      ...patch({ recipientEmail: quadraticEmail(100) }),
      status: 400,
      message: invalid,
    },
    {
      name: 'REST: an address that is an object',
      ...patch({ recipientEmail: { $ne: '' } }),
      status: 400,
      message: 'Recipient email must be text',
    },
    {
      name: 'GraphQL: the quadratic address in variables',
      ...update({ recipientEmail: quadraticEmail(30_000) }),
      status: 200,
      message: EMAIL_TOO_LONG_MESSAGE,
    },
    // Topics, names and other text.
    {
      name: 'REST: a 100,000-character topic',
      ...patch({ topics: ['t'.repeat(100_000)] }),
      status: 400,
      message: TOPIC_TOO_LONG_MESSAGE,
    },
    {
      name: 'GraphQL: a 100,000-character topic',
      ...update({ topics: ['t'.repeat(100_000)] }),
      status: 200,
      message: TOPIC_TOO_LONG_MESSAGE,
    },
    {
      name: 'GraphQL: a 100,000-character topic to preview',
      ...gql(preview, { feeds: ['https://example.com/feed.xml'], topics: ['t'.repeat(100_000)] }),
      status: 200,
      message: TOPIC_TOO_LONG_MESSAGE,
    },
    {
      name: 'GraphQL: a 100,000-character feed to preview',
      ...gql(preview, { feeds: [longUrl(100_000)], topics: ['freight'] }),
      status: 200,
      message: URL_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: 5,000 topics',
      ...patch({ topics: Array.from({ length: 5_000 }, (_, i) => `topic ${i}`) }),
      status: 400,
      message: 'At most 100 topics',
    },
    {
      name: 'REST: a topic that matches everything ("the")',
      ...patch({ topics: ['freight', 'the'] }),
      status: 400,
      message: genericTopicMessage('the'),
    },
    {
      name: 'GraphQL: a topic that matches everything ("latest news")',
      ...update({ topics: ['latest news'] }),
      status: 200,
      message: genericTopicMessage('latest news'),
    },
    {
      name: 'REST: topics as a string instead of a list',
      ...patch({ topics: 'payments' }),
      status: 400,
      message: 'Topics must be a list of keywords',
    },
    {
      name: 'REST: a 300,000-character name',
      ...patch({ name: 'n'.repeat(300_000) }),
      status: 400,
      message: SYNTH_NAME_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: a name with the NUL character',
      ...patch({ name: 'digest\u0000' }),
      status: 400,
      message: NUL_CHARACTER_MESSAGE,
    },
    {
      name: 'GraphQL: a name with the NUL character',
      ...update({ name: 'digest\u0000' }),
      status: 400,
      message: NUL_CHARACTER_MESSAGE,
    },
    {
      name: 'REST: an address with bell and escape characters',
      ...patch({ recipientEmail: 'a\u0007\u001b[31m@example.com' }),
      status: 400,
      message: invalid,
    },
    {
      name: 'REST: a catalogue search of control characters',
      method: 'GET',
      path: `/api/rss/search?q=${encodeURIComponent('\u0007\u001b[2J\b\r')}`,
      status: 200,
      message: '',
    },
    {
      name: 'REST: a 10,000-character display name',
      method: 'POST',
      path: '/api/users',
      body: { displayName: 'd'.repeat(10_000) },
      status: 400,
      message: DISPLAY_NAME_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: a display name that is a number',
      method: 'POST',
      path: '/api/users',
      body: { displayName: 1e308 },
      status: 400,
      message: 'displayName must be text.',
    },
    {
      name: 'REST: a 10,000-character photo URL',
      method: 'POST',
      path: '/api/users',
      body: { photoUrl: longUrl(10_000) },
      status: 400,
      message: URL_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: a 100,000-character description for the quick creator',
      method: 'POST',
      path: '/api/prompt-create-synth',
      body: { prompt: 'p'.repeat(100_000) },
      status: 400,
      message: PROMPT_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: a 5,000-character catalogue search',
      method: 'GET',
      path: `/api/rss/search?q=${'q'.repeat(5_000)}`,
      status: 400,
      message: SEARCH_QUERY_TOO_LONG_MESSAGE,
    },
    // A person's own posts: the length is checked before they are split or parsed as CSV.
    {
      name: 'GraphQL: 200,000 characters of posts, one separator line after another',
      ...saveVoice({ t: '---\n'.repeat(50_000) }),
      status: 200,
      message: VOICE_TEXT_TOO_LONG_MESSAGE,
    },
    {
      name: 'GraphQL: a 400,000-character Shares.csv',
      ...saveVoice({ c: `ShareCommentary\n${'x'.repeat(400_000)}` }),
      status: 200,
      message: SHARES_CSV_TOO_LONG_MESSAGE,
    },
    {
      name: 'GraphQL: a Shares.csv row of 250,000 columns',
      ...saveVoice({ c: `ShareCommentary\n${','.repeat(250_000)}` }),
      status: 200,
      message: 'A row has more than 64 columns: this does not look like the expected file.',
    },
    {
      name: 'GraphQL: a Shares.csv that ends inside a 250,000-character quoted field',
      ...saveVoice({ c: `ShareCommentary\n"${'x'.repeat(250_000)}` }),
      status: 200,
      message: 'The file ends inside a quoted field: it may have been cut short.',
    },
    // Wrong types and huge numbers.
    {
      name: 'REST: a schedule time of 1e308',
      ...patch({ emailScheduleTime: 1e308 }),
      status: 400,
      message: 'Schedule time must be H:MM or HH:MM (00:00 to 23:59)',
    },
    {
      name: 'REST: a flag that is a string',
      ...patch({ fetchLatestOnly: 'yes' }),
      status: 400,
      message: 'fetchLatestOnly must be true or false',
    },
    {
      name: 'REST: a name 20,000 arrays deep',
      method: 'PATCH',
      path: `/api/synths/${synthId}`,
      raw: `{"name":${deepJson(20_000)}}`,
      status: 400,
      message: JSON_TOO_DEEP_MESSAGE,
    },
    {
      name: 'GraphQL: a page size of 10^20',
      ...gql('{ viewer { runs(first: 100000000000000000000) { totalCount } } }'),
      status: 400,
      message: 'Query costs 100000000000000000000; the limit is 5000.',
    },
    {
      name: 'GraphQL: a number where a list of text belongs',
      ...update({ topics: 5 }),
      status: 400,
      message: 'Variable "$input" got invalid value 5 at "input.topics"; String cannot represent a non string value: 5',
    },
    {
      name: 'GraphQL: an input 20,000 arrays deep',
      method: 'POST',
      path: '/graphql',
      raw: `{"query":${JSON.stringify(updateSynth)},"variables":{"id":${JSON.stringify(synthNodeId)},"input":{"name":${deepJson(20_000)}}}}`,
      status: 400,
      message: JSON_TOO_DEEP_MESSAGE,
    },
    {
      name: 'GraphQL: an input 30 arrays deep, within the body limit',
      method: 'POST',
      path: '/graphql',
      raw: `{"query":${JSON.stringify(updateSynth)},"variables":{"id":${JSON.stringify(synthNodeId)},"input":{"name":${deepJson(30 - 3)}}}}`,
      status: 400,
      message:
        'Variable "$input" got invalid value [[[Array]]] at "input.name"; String cannot represent a non string value: [[[Array]]]',
    },
    // URLs.
    {
      name: 'REST: a 10,000-character feed URL',
      ...patch({ rssFeedUrls: [longUrl(10_000)] }),
      status: 400,
      message: URL_TOO_LONG_MESSAGE,
    },
    {
      name: 'REST: a 100,000-character feed to check',
      method: 'POST',
      path: '/api/synths/validate/rss',
      body: { rssUrl: longUrl(100_000) },
      status: 200,
      message: URL_TOO_LONG_MESSAGE,
    },
    {
      name: 'GraphQL: a 100,000-character feed to check',
      ...gql('mutation($u: String!) { validateFeed(url: $u) { valid message } }', { u: longUrl(100_000) }),
      status: 200,
      message: URL_TOO_LONG_MESSAGE,
    },
    {
      name: 'HTTP: a 20,000-character request path',
      method: 'GET',
      path: `/api/synths/${'x'.repeat(20_000)}`,
      status: 431,
      message: '',
    },
    // OPML.
    {
      name: 'REST: OPML outlines nested 5,000 deep',
      method: 'POST',
      path: '/api/opml/parse',
      body: { opml: nested(5_000) },
      status: 400,
      message: OPML_TOO_DEEP_MESSAGE,
    },
    {
      name: `GraphQL: OPML outlines nested ${MAX_OPML_DEPTH} deep`,
      ...gql('query($o: String!) { feedsFromOpml(opml: $o) }', { o: nested(MAX_OPML_DEPTH) }),
      status: 200,
      message: OPML_TOO_DEEP_MESSAGE,
    },
    {
      name: 'REST: OPML with an entity expansion (billion laughs)',
      method: 'POST',
      path: '/api/opml/parse',
      body: {
        opml: '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><opml><body>&b;</body></opml>',
      },
      status: 400,
      message: 'OPML files with entity declarations are not accepted',
    },
    // Bodies.
    {
      name: 'REST: a 1 MB body',
      ...patch({ name: 'b'.repeat(1024 * 1024) }),
      status: 413,
      message: REQUEST_BODY_TOO_LARGE_MESSAGE,
    },
    {
      name: 'GraphQL: a 1 MB string in variables',
      ...update({ summaryCustomPrompt: 's'.repeat(1024 * 1024) }),
      status: 413,
      message: REQUEST_BODY_TOO_LARGE_MESSAGE,
    },
    {
      name: 'REST: a body just over the limit',
      ...patch({ name: 'b'.repeat(MAX_REQUEST_BODY_BYTES) }),
      status: 413,
      message: REQUEST_BODY_TOO_LARGE_MESSAGE,
    },
    {
      name: 'REST: a body that is not JSON',
      method: 'PATCH',
      path: `/api/synths/${synthId}`,
      raw: '{"name": "unfinished',
      status: 400,
      message: 'The request body is not valid JSON.',
    },
    // GraphQL documents.
    {
      name: 'GraphQL: an anonymous document of 20,000 fields',
      ...gql(`{ ${'viewer { user { id } } '.repeat(5_000)}}`),
      status: 400,
      message: 'Query is too long: the limit is 1000 tokens.',
    },
    {
      name: 'GraphQL: 20,000 × __typename',
      ...gql(`{ ${'__typename '.repeat(20_000)}}`),
      status: 400,
      message: 'Query is too long: the limit is 1000 tokens.',
    },
    {
      name: 'GraphQL: 16 aliases of __typename',
      ...gql(`{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }`),
      status: 400,
      message: 'Query uses 16 aliases; the limit is 15.',
    },
    {
      name: 'GraphQL: __typename 60 times inside a 100-run page',
      ...gql(`{ viewer { runs(first: 100) { edges { node { ${'__typename '.repeat(60)}} } } } }`),
      status: 400,
      message: 'Query costs 6202; the limit is 5000.',
    },
    {
      name: 'GraphQL: a NUL character in the document',
      ...gql('{ viewer\u0000 { user { id } } }'),
      status: 400,
      message: NUL_CHARACTER_MESSAGE,
    },
    {
      name: 'GraphQL: a query that is a number',
      method: 'POST',
      path: '/graphql',
      body: { query: 12345 },
      status: 400,
      message: 'GraphQL queries must be strings.',
    },
  ];
}

/** What a caller reads from an answer: the sentence of a REST body, a GraphQL error, or a GraphQL answer's data. */
export function messageOf(text) {
  if (!text) return '';
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof json?.message === 'string') return json.message;
  if (json?.errors?.length) return json.errors[0].message;
  const answer = json?.data && Object.values(json.data)[0];
  return typeof answer?.message === 'string' ? answer.message : '';
}

/** The request of one input, for fetch(); `auth` holds the caller's credential headers. */
export function requestOf(input, auth) {
  const body = input.raw ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  return { method: input.method, headers: { 'content-type': 'application/json', ...auth }, body };
}
