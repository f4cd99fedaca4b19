import styled from '@emotion/styled';
import copy from './landing-copy.json';
import { Section } from './styles';

const List = styled.div`
  max-width: 760px;
  margin: 0 auto;
  width: 100%;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  details {
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    padding: ${(p) => p.theme.space(4)};
  }
  summary {
    font-weight: 600;
    cursor: pointer;
  }
  details p {
    margin: ${(p) => p.theme.space(3)} 0 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export function Faq() {
  return (
    <Section aria-labelledby="faq-title">
      <div className="inner">
        <h2 id="faq-title">Frequently asked questions</h2>
        <List>
          {copy.questions.map(({ q, a }) => (
            <details key={q}>
              <summary>{q}</summary>
              <p>{a}</p>
            </details>
          ))}
        </List>
      </div>
    </Section>
  );
}
