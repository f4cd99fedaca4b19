import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { BrowseCategoriesModalCategoriesQuery } from '../../../__generated__/BrowseCategoriesModalCategoriesQuery.graphql';
import type {
  BrowseCategoriesModalSearchQuery,
  BrowseCategoriesModalSearchQuery$data,
} from '../../../__generated__/BrowseCategoriesModalSearchQuery.graphql';
import { Button } from '../../../components/Button';
import { Input } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { useDebouncedValue } from './useDebouncedValue';

/** What an empty list says, per case. */
export const EMPTY_TEXT = {
  categories: 'No RSS categories available',
  search: 'No feeds match your search',
  category: 'No feeds found in the selected category',
  all: 'No feeds available',
};
/** Feed text search starts at 2 characters, 300 ms after typing stops. */
const SEARCH_MIN_CHARS = 2;
const SEARCH_DEBOUNCE_MS = 300;
/** Feeds listed per category or search. */
const BROWSE_LIMIT = 50;

const categoriesQuery = graphql`
  query BrowseCategoriesModalCategoriesQuery {
    feedCategories
  }
`;

const searchQuery = graphql`
  query BrowseCategoriesModalSearchQuery($category: String, $q: String, $first: Int) {
    searchFeeds(category: $category, q: $q, first: $first) {
      id
      title
      url
      description
    }
  }
`;

type CatalogFeed = BrowseCategoriesModalSearchQuery$data['searchFeeds'][number];

const Layout = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  @media (min-width: 768px) {
    grid-template-columns: 220px 1fr;
  }
  .cats {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
    align-content: start;
  }
  @media (min-width: 768px) {
    .cats {
      flex-direction: column;
      flex-wrap: nowrap;
    }
  }
  .cats button {
    text-align: left;
    justify-content: flex-start;
    white-space: normal;
  }
  .feeds {
    display: grid;
    gap: ${(p) => p.theme.space(3)};
    min-height: 240px;
    align-content: start;
    min-width: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${(p) => p.theme.space(2)};
  }
  li {
    display: flex;
    gap: ${(p) => p.theme.space(3)};
    align-items: flex-start;
    padding: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
  }
  li div {
    flex: 1;
    min-width: 0;
  }
  li strong {
    display: block;
  }
  li p {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
  li code {
    font-size: ${(p) => p.theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
  .empty {
    color: ${(p) => p.theme.colors.textMuted};
    margin: 0;
  }
`;

type Feeds = { status: 'loading' } | { status: 'ready'; feeds: readonly CatalogFeed[] };

/** "Browse RSS Feed Categories": curated feeds by category or text search. */
export function BrowseCategoriesModal({
  selectedUrls,
  onAdd,
  onClose,
}: {
  selectedUrls: string[];
  onAdd: (url: string) => void;
  onClose: () => void;
}) {
  const environment = useRelayEnvironment();
  const [categories, setCategories] = useState<string[] | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const searching = debounced.length >= SEARCH_MIN_CHARS;
  const [feeds, setFeeds] = useState<Feeds>({ status: 'loading' });

  // The dialog opens on demand and its lists follow what is typed, so it fetches as it goes
  // instead of through the screen's preloaded query. Failures are logged and leave the list empty.
  useEffect(() => {
    const request = fetchQuery<BrowseCategoriesModalCategoriesQuery>(environment, categoriesQuery, {}).subscribe({
      next: (data) => setCategories([...data.feedCategories]),
      error: (err: unknown) => {
        console.error('RSS categories failed to load', err);
        setCategories([]);
      },
    });
    return () => request.unsubscribe();
  }, [environment]);

  useEffect(() => {
    setFeeds({ status: 'loading' });
    const variables = { category: category ?? null, q: searching ? debounced : null, first: BROWSE_LIMIT };
    const request = fetchQuery<BrowseCategoriesModalSearchQuery>(environment, searchQuery, variables).subscribe({
      next: (data) => setFeeds({ status: 'ready', feeds: data.searchFeeds }),
      error: (err: unknown) => {
        console.error('RSS feed search failed', err);
        setFeeds({ status: 'ready', feeds: [] });
      },
    });
    return () => request.unsubscribe();
  }, [environment, category, debounced, searching]);

  const emptyText = searching ? EMPTY_TEXT.search : category ? EMPTY_TEXT.category : EMPTY_TEXT.all;
  const added = new Set(selectedUrls.map((u) => u.trim()));

  return (
    <Modal title="Browse RSS Feed Categories" onClose={onClose}>
      <Layout>
        <nav aria-label="Feed categories" className="cats">
          {categories === null && <Spinner label="Loading categories" />}
          {categories?.length === 0 && <p className="empty">{EMPTY_TEXT.categories}</p>}
          {categories?.map((c) => (
            <Button
              key={c}
              size="sm"
              variant={c === category ? 'primary' : 'secondary'}
              aria-pressed={c === category}
              onClick={() => setCategory(c === category ? null : c)}
            >
              {c}
            </Button>
          ))}
        </nav>
        <div className="feeds">
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search feeds (2+ characters)"
            aria-label="Search feeds"
          />
          {feeds.status === 'loading' && <Spinner label="Loading feeds" />}
          {feeds.status === 'ready' && feeds.feeds.length === 0 && <p className="empty">{emptyText}</p>}
          {feeds.status === 'ready' && feeds.feeds.length > 0 && (
            <ul aria-label="Feeds">
              {feeds.feeds.map((f) => (
                <li key={f.id ?? f.url}>
                  <div>
                    <strong>{f.title}</strong>
                    <p>{f.description}</p>
                    <code>{f.url}</code>
                  </div>
                  <Button
                    size="sm"
                    onClick={() => onAdd(f.url)}
                    disabled={added.has(f.url)}
                    aria-label={`Add ${f.title}`}
                  >
                    {added.has(f.url) ? 'Added' : 'Add'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Layout>
    </Modal>
  );
}
