import styled from '@emotion/styled';
import { contentTypeOf, measurePost } from '@synth/core/pure';

const Count = styled.p<{ over: boolean }>`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.over ? p.theme.colors.danger : p.theme.colors.textMuted)};
  font-weight: ${(p) => (p.over ? 700 : 400)};
`;

/** The live count against the platform's limits, measured the way the platform counts (X, Bluesky, Mastodon: links are 23). */
export function PostCounter({ contentType, text, id }: { contentType: string; text: string; id?: string }) {
  const m = measurePost(contentType, text);
  const parts: string[] = [];
  if (m.limit != null)
    parts.push(
      `${m.length.toLocaleString('en-US')} / ${m.limit.toLocaleString('en-US')} characters${m.parts > 1 ? ` (longest of ${m.parts} ${contentTypeOf(contentType)?.limits.thread?.part ?? 'part'}s)` : ''}`,
    );
  else parts.push(`${m.length.toLocaleString('en-US')} characters`);
  if (m.hashtagLimit != null) parts.push(`${m.hashtags} / ${m.hashtagLimit} hashtags`);
  return (
    <Count id={id} over={!m.withinLimits} aria-live="polite" data-testid="post-counter">
      {parts.join(' · ')}
      {!m.withinLimits && ' — over the limit'}
    </Count>
  );
}
