import styled from '@emotion/styled';
import { OrderedStackList } from '../../components/StackList';
import copy from './landing-copy.json';
import { Section } from './styles';

const Steps = styled(OrderedStackList)`
  gap: ${(p) => p.theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  counter-reset: step;
  li {
    display: flex;
    gap: ${(p) => p.theme.space(4)};
    padding: ${(p) => p.theme.space(5)};
    border-radius: ${(p) => p.theme.radii.lg};
    background: ${(p) => p.theme.colors.surface};
    border: 1px solid ${(p) => p.theme.colors.border};
  }
  .num {
    flex-shrink: 0;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    font-weight: 700;
  }
  h3 {
    margin: 0 0 ${(p) => p.theme.space(1)};
    font-size: ${(p) => p.theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The six steps, reachable at #how-it-works. */
export function HowItWorks() {
  return (
    <Section id="how-it-works" aria-labelledby="how-title">
      <div className="inner">
        <h2 id="how-title">How it works</h2>
        <Steps>
          {copy.howItWorks.map((s, i) => (
            <li key={s.title}>
              <span className="num" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>
                  <span className="visually-hidden">Step {i + 1}: </span>
                  {s.title}
                </h3>
                <p>{s.text}</p>
              </div>
            </li>
          ))}
        </Steps>
      </div>
    </Section>
  );
}
