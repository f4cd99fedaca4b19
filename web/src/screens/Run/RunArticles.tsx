import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RunArticles_run$key } from '../../__generated__/RunArticles_run.graphql';
import { SectionCard } from '../../components/SectionCard';
import { becauseLine, coverageName, listSeparator, otherOutlets, safeUrl, TEXT_SOURCE_NOTE } from '@synth/core/pure';
import { ArticleTitle } from '../../run/ArticleTitle';
import { FeedbackButtons } from '../../run/FeedbackButtons';

const List = styled.ol`
  margin: 0;
  padding-left: ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  .source {
    margin: ${(p) => p.theme.space(1)} 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .summary {
    margin: 0;
    white-space: pre-line;
  }
  .because {
    margin: 0 0 ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/**
 * The articles the run kept: title (linked when it has an http(s) link), source, why it was kept,
 * summary, the other outlets whose telling of the same story was folded into it, and the reader's
 * "More like this" / "Less like this" (runs of a saved synth only: a preview has nothing to learn).
 */
export function RunArticles({ run }: { run: RunArticles_run$key }) {
  const data = useFragment(
    graphql`
      fragment RunArticles_run on SynthRun {
        id
        synth {
          id
        }
        articles {
          articleId
          because
          likedTitles
          feedback
          title
          link
          source
          summary
          textSource
          alsoCoveredBy {
            title
            link
            source
          }
        }
      }
    `,
    run,
  );
  return (
    <SectionCard title="Articles" subtitle={`${data.articles.length} kept by this run`}>
      {data.articles.length === 0 ? (
        <p>This run kept no articles.</p>
      ) : (
        <List aria-label="Articles">
          {data.articles.map((a, i) => {
            const others = otherOutlets(a, a.alsoCoveredBy);
            const why = becauseLine({ because: a.because, likedTitles: a.likedTitles });
            return (
              <li key={`${i}-${a.title}`}>
                <ArticleTitle title={a.title} link={a.link} />
                {(a.source || a.textSource) && (
                  <p className="source">
                    {[a.source, a.textSource ? TEXT_SOURCE_NOTE[a.textSource] : null].filter(Boolean).join(' · ')}
                  </p>
                )}
                {why && <p className="because">{why}</p>}
                {a.summary && <p className="summary">{a.summary}</p>}
                {others.length > 0 && (
                  <p className="source">
                    Also covered by{' '}
                    {others.map((c, j) => {
                      const coverageHref = safeUrl(c.link);
                      const name = coverageName(c);
                      return (
                        <span key={`${j}-${c.title}`}>
                          {listSeparator(j, others.length)}
                          {coverageHref ? (
                            <a href={coverageHref} target="_blank" rel="noopener noreferrer" title={c.title}>
                              {name}
                            </a>
                          ) : (
                            name
                          )}
                        </span>
                      );
                    })}
                  </p>
                )}
                {data.synth && (
                  <FeedbackButtons runId={data.id} articleId={a.articleId} title={a.title} current={a.feedback} />
                )}
              </li>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
