// Digests the channel renderers are tested on: an ordinary one, a long one, and one whose feed
// wrote hostile HTML and markup into every field.
import { digestViewOf } from '../email/digest-composer';
import type { DigestArticle, DigestInput } from '../email/digest-input';
import { channelDigestOf, type ChannelDigest } from './channel-digest';

const HOSTILE_TITLE = '<script>alert(1)</script><b>Grid</b> &amp; <!channel> @everyone [click](javascript:alert(2))';
const HOSTILE_SUMMARY =
  '<p>Storage grew <img src=x onerror=alert(3)>40%.</p><iframe src="https://evil.example"></iframe><a href="javascript:alert(4)">more</a> <@123> *bold* @here';

function article(i: number, words = 60, hostile = false): DigestArticle {
  return {
    title: hostile ? HOSTILE_TITLE : `Story ${i}: storage plant ${i} opens`,
    link: hostile ? 'javascript:alert(5)' : `https://news.example/story-${i}`,
    source: hostile ? '<b>Evil</b> outlet' : `Outlet ${i % 5}`,
    summary: hostile
      ? HOSTILE_SUMMARY
      : `Plant ${i} stores ${100 + i} MWh. ${'The operator says the site will run for decades and serve towns. '.repeat(Math.ceil(words / 12))}`.trim(),
    group: ['batteries', 'solar'][i % 2],
    minute: {
      point: hostile ? '<b>Grid</b> @everyone' : `Plant ${i} opens`,
      fact: hostile ? '<i>40%</i>' : `${100 + i} MWh`,
    },
  };
}

function input(articles: DigestArticle[]): DigestInput {
  return {
    synthName: 'Energy desk',
    runDate: new Date('2026-11-23T09:00:00Z'),
    timezone: 'UTC',
    articles,
    posts: [],
    examples: [],
    nothingNew: articles.length === 0,
    appUrl: 'https://app.synth.example',
    unsubscribeUrl: 'https://app.synth.example/api/unsubscribe?token=u.1',
    webUrl: 'https://app.synth.example/digest/t.1',
    forSubscriber: true,
  };
}

const digestOf = (articles: DigestArticle[]): ChannelDigest =>
  channelDigestOf(digestViewOf(input(articles)), 'Energy desk');

export const ORDINARY = () => digestOf([0, 1, 2].map((i) => article(i)));
/** More stories, and longer ones, than any platform takes in one message. */
export const LONG = () => digestOf(Array.from({ length: 60 }, (_, i) => article(i, 900)));
export const HOSTILE = () => digestOf([article(0, 60, true), article(1)]);
