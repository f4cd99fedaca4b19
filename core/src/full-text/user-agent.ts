// How Synth names itself to the sites whose article pages it reads: a clear name and a page that
// explains the reader, so a site owner can recognise it in robots.txt and in their logs.
export const ARTICLE_READER_AGENT_NAME = 'SynthArticleReader';
export const ARTICLE_READER_USER_AGENT = `${ARTICLE_READER_AGENT_NAME}/1.0 (+https://synth.app/bot)`;
