import styled from '@emotion/styled';
import { Section } from './styles';

const QUESTIONS = [
  { q: 'How long is the free trial?', a: 'Three days with every feature, including three content creations. No credit card is required.' },
  { q: 'Which feeds can I use?', a: 'Any public RSS or Atom feed, or the curated professional feeds in the Browse Categories catalogue.' },
  { q: 'How many synths can I have?', a: 'One synth per account. It can combine many feeds and topics.' },
  { q: 'When do emails arrive?', a: 'At the time you choose, in your time zone: daily, on weekdays only, or weekly on Monday.' },
  { q: 'Can I cancel anytime?', a: 'Yes. Your plan stays active until the end of the period you paid for.' },
];

const List = styled.div`
  max-width: 760px;
  margin: 0 auto;
  width: 100%;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  details { background: ${(p) => p.theme.colors.surface}; border: 1px solid ${(p) => p.theme.colors.border}; border-radius: ${(p) => p.theme.radii.md}; padding: ${(p) => p.theme.space(4)}; }
  summary { font-weight: 600; cursor: pointer; }
  details p { margin: ${(p) => p.theme.space(3)} 0 0; color: ${(p) => p.theme.colors.textMuted}; }
`;

export function Faq() {
  return (
    <Section aria-labelledby="faq-title">
      <div className="inner">
        <h2 id="faq-title">Frequently asked questions</h2>
        <List>
          {QUESTIONS.map(({ q, a }) => (
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
