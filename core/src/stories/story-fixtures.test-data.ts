// A handful of articles for the stories unit tests: one story told by three outlets, one by two,
// and unrelated stories on the same topic (payments), which must stay apart. The articles are
// data, in story-fixtures.test-data.json; `story` names the story each one belongs to.
import type { StoryCandidate } from './story-clusters';
import fixtures from './story-fixtures.test-data.json';

export const STORY_FIXTURES: (StoryCandidate & { story: string })[] = fixtures;
