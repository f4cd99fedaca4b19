import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import { describeFigures, RECENT_MEASURED_POSTS } from '@synth/core/pure';
import type { PostFiguresChart_query$key } from '../../__generated__/PostFiguresChart_query.graphql';
import { SectionCard } from '../../components/SectionCard';

const WIDTH = 300;
const HEIGHT = 80;
const GAP = 2;

const Chart = styled.svg`
  width: 100%;
  height: 8rem;
  display: block;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  rect {
    fill: ${(p) => p.theme.colors.primary};
  }
  a:hover rect,
  a:focus rect {
    fill: ${(p) => p.theme.colors.primaryHover};
  }
`;

interface Latest {
  readonly reactions: number;
  readonly replies: number;
  readonly reposts: number | null | undefined;
  readonly impressions: number | null | undefined;
}

const figuresOf = (l: Latest) => ({
  reactions: l.reactions,
  replies: l.replies,
  reposts: l.reposts ?? null,
  impressions: l.impressions ?? null,
});

/** The person's latest measured posts as bars, oldest on the left: each bar is what one post earned. */
export function PostFiguresChart({ query }: { query: PostFiguresChart_query$key }) {
  const { measuredPosts, earnedPreferenceNote } = useFragment(
    graphql`
      fragment PostFiguresChart_query on Query {
        earnedPreferenceNote
        measuredPosts {
          publicationId
          platformLabel
          url
          excerpt
          engagement
          latest {
            reactions
            replies
            reposts
            impressions
          }
        }
      }
    `,
    query,
  );
  if (!measuredPosts.length) return null;
  const posts = [...measuredPosts].reverse();
  const most = Math.max(1, ...posts.map((p) => p.engagement));
  // Room for every post the chart can hold, so one post is one slim bar, not a wall.
  const slot = WIDTH / Math.max(posts.length, RECENT_MEASURED_POSTS);
  const best = posts.reduce((a, b) => (b.engagement > a.engagement ? b : a));
  return (
    <SectionCard
      title="What your posts earned"
      subtitle={
        posts.length === 1
          ? 'Reactions, replies and reposts of your one measured post so far.'
          : `Reactions, replies and reposts of your last ${posts.length} posts, oldest first.`
      }
    >
      <Chart
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="group"
        aria-label="What each of your latest posts earned"
      >
        {posts.map((p, i) => {
          const h = Math.max(1, (p.engagement / most) * HEIGHT);
          const title = `${p.platformLabel}: “${p.excerpt}”, ${describeFigures(figuresOf(p.latest))}`;
          const bar = (
            <rect x={i * slot + GAP / 2} y={HEIGHT - h} width={Math.max(1, slot - GAP)} height={h}>
              <title>{title}</title>
            </rect>
          );
          return p.url ? (
            <a key={p.publicationId} href={p.url} target="_blank" rel="noopener noreferrer" aria-label={title}>
              {bar}
            </a>
          ) : (
            <g key={p.publicationId}>{bar}</g>
          );
        })}
      </Chart>
      <p>
        {posts.length === 1 ? `Your post on ${best.platformLabel}` : `Your best of these, on ${best.platformLabel}`}: “
        {best.excerpt}” earned {describeFigures(figuresOf(best.latest))}.
      </p>
      {earnedPreferenceNote && <p>{earnedPreferenceNote}</p>}
    </SectionCard>
  );
}
