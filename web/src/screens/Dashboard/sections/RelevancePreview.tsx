import styled from '@emotion/styled';
import { isHttpUrl, becauseLine } from '@synth/core/pure';
import { isUnsavedId } from '../../../synth/defaults';
import { useSynth } from '../../../synth/useSynth';
import { useRelevancePreview, type RelevancePreviewData } from './useRelevancePreview';

const Box = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.surfaceMuted};
  h3 {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  h4 {
    margin: ${(p) => p.theme.space(3)} 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  > p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    display: grid;
    gap: ${(p) => p.theme.space(2)};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .why {
    display: block;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .kept .why {
    color: ${(p) => p.theme.colors.success};
  }
`;

/** Items shown per list; the rest are counted, so a long week stays readable. */
const SHOWN = 8;

const more = (n: number) => (n > SHOWN ? <li className="why">and {n - SHOWN} more</li> : null);

function Lists({ data }: { data: RelevancePreviewData }) {
  return (
    <>
      <h4>Kept ({data.kept.length})</h4>
      {data.kept.length === 0 ? (
        <p>None of them match your topics yet.</p>
      ) : (
        <ul className="kept" aria-label="Would be kept">
          {data.kept.slice(0, SHOWN).map((a) => (
            <li key={a.articleId}>
              {a.title}
              {a.source && ` — ${a.source}`}
              <span className="why">{becauseLine(a)}</span>
            </li>
          ))}
          {more(data.kept.length)}
        </ul>
      )}
      {data.leftOut.length > 0 && (
        <>
          <h4>Left out ({data.leftOut.length})</h4>
          <ul aria-label="Would be left out">
            {data.leftOut.slice(0, SHOWN).map((a) => (
              <li key={a.articleId}>
                {a.title}
                {a.source && ` — ${a.source}`}
                <span className="why">{a.explanation}</span>
              </li>
            ))}
            {more(data.leftOut.length)}
          </ul>
        </>
      )}
    </>
  );
}

/**
 * Beside the topics: which of the articles already stored for the synth's feeds (the last 7 days)
 * these topics would keep, and why the others would be left out. Nothing is fetched to answer.
 */
export function RelevancePreview() {
  const { state } = useSynth();
  const f = state.form;
  const synthId = isUnsavedId(f.id) ? null : f.id;
  const preview = useRelevancePreview({
    rssFeedUrls: f.rssFeedUrls.map((u) => u.trim()).filter(isHttpUrl),
    topics: f.topics,
    synthId,
  });
  const data = preview.status === 'ready' ? preview.data : preview.status === 'loading' ? preview.last : null;
  return (
    <Box aria-label="Preview of your topics" aria-busy={preview.status === 'loading'} data-testid="relevance-preview">
      <h3>Preview</h3>
      {preview.status === 'idle' && <p>Add a feed to see which of its recent articles your topics would keep.</p>}
      {preview.status === 'failed' && <p role="alert">{preview.message}</p>}
      {preview.status === 'loading' && !data && <p>Checking your feeds' recent articles…</p>}
      {data && data.read === 0 && (
        <p>No articles from these feeds are stored yet. The preview fills in after their first run.</p>
      )}
      {data && data.read > 0 && (
        <>
          <p>
            Of the {data.read} article{data.read === 1 ? '' : 's'} your feeds carried in the last 7 days,{' '}
            {data.kept.length} would be kept.
          </p>
          <Lists data={data} />
        </>
      )}
    </Box>
  );
}
