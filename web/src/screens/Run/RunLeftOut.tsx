import styled from '@emotion/styled';
import { graphql, useFragment } from 'react-relay';
import type { RunLeftOut_run$key } from '../../__generated__/RunLeftOut_run.graphql';
import { SectionCard } from '../../components/SectionCard';
import { FeedbackButtons } from '../../run/FeedbackButtons';
import { SendAnyway } from '../../run/SendAnyway';
import { ArticleTitle } from '../../run/ArticleTitle';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li {
    padding-bottom: ${(p) => p.theme.space(3)};
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
    font-weight: 600;
  }
  .source {
    margin: ${(p) => p.theme.space(1)} 0 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .reason {
    margin: ${(p) => p.theme.space(1)} 0 0;
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/**
 * The articles the run read and left out, each with why, and "Include stories like this" so the
 * reader can tell a saved synth it was wrong.
 */
export function RunLeftOut({ run }: { run: RunLeftOut_run$key }) {
  const data = useFragment(
    graphql`
      fragment RunLeftOut_run on SynthRun {
        id
        synth {
          id
        }
        leftOut {
          articleId
          title
          link
          source
          reason
          explanation
          feedback
          sentRunId
        }
      }
    `,
    run,
  );
  const n = data.leftOut.length;
  return (
    <SectionCard
      title="Left out"
      subtitle={n ? `${n} article${n === 1 ? '' : 's'} read and not kept, with why` : undefined}
    >
      {n === 0 ? (
        <p>This run left nothing out.</p>
      ) : (
        <List aria-label="Left out">
          {data.leftOut.map((a) => (
            <li key={a.articleId} data-reason={a.reason}>
              <ArticleTitle title={a.title} link={a.link} />
              {a.source && <p className="source">{a.source}</p>}
              <p className="reason">{a.explanation}</p>
              {data.synth && a.reason === 'alreadySent' && (
                <SendAnyway runId={data.id} articleId={a.articleId} title={a.title} sentRunId={a.sentRunId} />
              )}
              {data.synth && (
                <FeedbackButtons
                  runId={data.id}
                  articleId={a.articleId}
                  title={a.title}
                  current={a.feedback}
                  includeOnly
                />
              )}
            </li>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
