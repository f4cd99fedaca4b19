import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RssFeedSources_synth$key } from '../../../__generated__/RssFeedSources_synth.graphql';
import { Button } from '../../../components/Button';
import { Input } from '../../../components/Field';
import { SectionCard } from '../../../components/SectionCard';
import { useValidateFeedMutation } from '../../../mutations/useValidateFeedMutation';
import { GATE_TEXT, isTopTierFeedLimit } from '../../../billing/features';
import { addFeed, feedToasts, filledFeeds } from '../../../synth/feeds';
import { useSynth } from '../../../synth/useSynth';
import { toast } from '../../../toast/toastStore';
import type { Plan } from '../plan';
import { FeedRow } from './FeedRow';
import { OpmlControls } from './OpmlControls';
import { checkFeed, type FeedValidationState } from './feedValidation';
import { StackList as List } from '../../../components/StackList';
import { MAX_URL_CHARS } from '@synth/core/pure';

const BrowseCategoriesModal = lazy(() =>
  import('./BrowseCategoriesModal').then((m) => ({ default: m.BrowseCategoriesModal })),
);

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  input {
    flex: 1 1 220px;
    min-width: 0;
  }
`;

const UNVALIDATED: FeedValidationState = { status: 'unvalidated' };

/**
 * Feed URLs with per-URL validation, add rules and the category browser. `synth` (the saved synth)
 * brings each URL's health from the last runs.
 */
export function RssFeedSources({ plan, synth }: { plan: Plan; synth?: RssFeedSources_synth$key | null }) {
  const { state, dispatch } = useSynth();
  const saved = useFragment(
    graphql`
      fragment RssFeedSources_synth on Synth {
        feedHealth {
          url
          # eslint-disable-next-line relay/must-colocate-fragment-spreads -- each FeedRow renders the note of its URL
          ...FeedHealthNote_feedHealth
        }
      }
    `,
    synth ?? null,
  );
  const healthOf = (url: string) => saved?.feedHealth.find((f) => f.url === url.trim()) ?? null;
  const urls = state.form.rssFeedUrls;
  const max = plan.features.maxRssFeeds;
  const [newUrl, setNewUrl] = useState('');
  const [browsing, setBrowsing] = useState(false);
  // Keyed by URL: editing or removing a URL drops its result.
  const [results, setResults] = useState<Record<string, FeedValidationState>>({});
  const validateFeed = useValidateFeedMutation();

  const setUrls = (next: string[]) => dispatch({ type: 'UPDATE_FIELD', field: 'rssFeedUrls', value: next });
  const forget = (url: string) =>
    setResults((r) => {
      const { [url]: _dropped, ...rest } = r;
      return rest;
    });

  const add = (url: string): boolean => {
    const result = addFeed(urls, url, max, plan.name);
    if (!result.ok) {
      toast(result.toast);
      return false;
    }
    setUrls(result.rssFeedUrls);
    return true;
  };

  const validate = async (url: string) => {
    if (url.trim()) setResults((r) => ({ ...r, [url]: { status: 'validating' } }));
    const outcome = await checkFeed(url, validateFeed);
    setResults((r) => ({ ...r, [url]: outcome }));
  };

  return (
    <SectionCard
      title="RSS Feed Sources"
      subtitle={`${filledFeeds(urls).length} of ${max} feeds used on your ${plan.name} plan${isTopTierFeedLimit(max) ? ` · ${GATE_TEXT.thoughtLeaderNote}` : ''}.`}
    >
      {urls.length > 0 && (
        <List aria-label="RSS feeds">
          {urls.map((url, i) => (
            <FeedRow
              key={i}
              index={i}
              url={url}
              state={results[url] ?? UNVALIDATED}
              onChange={(next) => {
                forget(url);
                setUrls(urls.map((u, j) => (j === i ? next : u)));
              }}
              onValidate={() => void validate(url)}
              onRemove={() => {
                forget(url);
                setUrls(urls.filter((_, j) => j !== i));
              }}
              health={healthOf(url)}
              onUseSuggestion={(next) => {
                if (urls.includes(next)) return void toast(feedToasts.duplicate);
                forget(url);
                setUrls(urls.map((u, j) => (j === i ? next : u)));
              }}
            />
          ))}
        </List>
      )}
      <AddRow>
        <Input
          type="url"
          inputMode="url"
          value={newUrl}
          maxLength={MAX_URL_CHARS}
          placeholder="https://example.com/feed.xml"
          aria-label="New RSS feed URL"
          onChange={(e) => setNewUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (add(newUrl)) setNewUrl('');
            }
          }}
        />
        <Button onClick={() => add(newUrl) && setNewUrl('')}>Add Feed</Button>
        <Button variant="secondary" onClick={() => setBrowsing(true)}>
          Browse Categories
        </Button>
        <OpmlControls synthId={state.form.id} urls={urls} max={max} planName={plan.name} onUrls={setUrls} />
      </AddRow>
      {browsing && (
        <Suspense fallback={null}>
          <BrowseCategoriesModal
            selectedUrls={urls}
            onAdd={(url) => void add(url)}
            onClose={() => setBrowsing(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
