import { describe, expect, it } from 'vitest';
import { validateSynthFields } from './synth.validation';
import { genericTopicMessage, isGenericTopic } from './generic-topics';

describe('topics that match everything', () => {
  it.each(['a', 'the', 'news', 'The News', 'latest updates', 'professional:news'])(
    'refuses %j with a sentence',
    (topic) => {
      expect(isGenericTopic(topic)).toBe(true);
      expect(validateSynthFields({ topics: ['freight rates', topic] }, { partial: true }).errors).toEqual([
        { field: 'topics', message: genericTopicMessage(topic.trim()) },
      ]);
    },
  );

  it('accepts a topic with one specific word among common ones', () => {
    for (const topic of ['shipping news', 'the supply chain', 'AI', 'regulation'])
      expect(isGenericTopic(topic), topic).toBe(false);
    expect(validateSynthFields({ topics: ['shipping news', 'the supply chain'] }, { partial: true }).errors).toEqual(
      [],
    );
  });

  it('says what to do instead', () => {
    expect(genericTopicMessage('news')).toBe(
      'The topic "news" would match almost every article, so it cannot choose any. Name a subject instead, for example "freight rates".',
    );
  });
});
