// The digest email's own words in English: the complete catalogue every other language falls back to.
// ICU MessageFormat: plurals and values are the library's job, not string concatenation.
import { TEASER_ONLY_LABEL } from '../../full-text/text-source.text';

export const en = {
  teaserOnly: TEASER_ONLY_LABEL,
  subjectArticles: '{name}: {count, plural, one {# new article} other {# new articles}} — {date}',
  subjectNothingNew: '{name}: nothing new today — {date}',
  nothingNewHeading: 'Nothing new today',
  nothingNewBody:
    'No new articles matched your topics since the last digest. We will look again at the next scheduled run.',
  topStory: 'Top story',
  otherStories: 'Other stories',
  postsHeading: 'Ready-to-post content',
  examplesHeading: 'Real-world examples',
  alsoCoveredBy: 'Also covered by',
  moreLikeThis: 'More like this',
  lessLikeThis: 'Less like this',
  cancelAutoPublish: 'Cancel automatic publishing',
  leftOut:
    '{count, plural, one {# more article was} other {# more articles were}} left out to keep this email small enough for every inbox.',
  seeRestOnRunPage: 'Read them on the run page in Synth.',
  viewRun: 'View this run in Synth',
  manageSynth: 'Manage your synth',
  unsubscribe: 'Unsubscribe',
  minuteHeading: 'At a glance',
  viewInBrowser: 'View in browser',
  /** The small arrow after a sentence of the summary, which opens the article at that sentence. */
  sourcePassage: 'Read this passage in the article',
  // The web edition and a public synth's archive page.
  pastIssues: 'Past issues',
  allIssues: 'All issues',
  noIssues: 'No digest has been published here yet.',
  storyCount: '{count, plural, one {# story} other {# stories}}',
  atomFeed: 'Atom feed',
  archiveDescription: 'Every digest of {name}, in your inbox or your feed reader.',
  subscribeHeading: 'Get this digest by email',
  subscribeEmailLabel: 'Your email address',
  subscribeButton: 'Subscribe',
  subscribeNote:
    'We will email you a link to confirm. Nothing is sent until you press it, and every digest has a link to unsubscribe.',
  subscribeAsked: 'Check your inbox: unless {email} already receives this digest, a link to confirm is on its way.',
  subscribeInvalid: 'Please enter a valid email address.',
  subscribeCapReached: 'This digest cannot take new subscribers today. Please try again tomorrow.',
  /** A label before what it names, in the text part ("Unsubscribe: <link>"): French puts a space before the colon. */
  labelled: '{label}:',
} as const;

export type DigestMessageKey = keyof typeof en;

/**
 * Why an item was kept. English says it with becauseLine (shared with the run page); another
 * language's catalogue may say it in its own words, and without them the English line stands.
 */
export type WhyKey = 'becauseTerms' | 'becauseLiked' | 'becauseBoth';

export type DigestCatalogue = Partial<Record<DigestMessageKey | WhyKey, string>>;
