import styled from '@emotion/styled';
import { ButtonAnchor } from '../../components/Button';
import { AppButtonLink } from './inAppLink';

const Wrap = styled.section`
  padding: ${(p) => p.theme.space(20)} ${(p) => p.theme.space(4)} ${(p) => p.theme.space(16)};
  background: linear-gradient(160deg, ${(p) => p.theme.colors.primarySoft}, ${(p) => p.theme.colors.bg} 70%);
  text-align: center;
  .inner {
    max-width: 820px;
    margin: 0 auto;
    display: grid;
    gap: ${(p) => p.theme.space(6)};
    justify-items: center;
  }
  h1 {
    font-size: ${(p) => p.theme.fontSizes.hero};
    margin: 0;
  }
  p {
    font-size: ${(p) => p.theme.fontSizes.lg};
    color: ${(p) => p.theme.colors.textMuted};
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(3)};
    justify-content: center;
  }
  .small {
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

export function Hero() {
  return (
    <Wrap aria-labelledby="hero-title">
      <div className="inner">
        <h1 id="hero-title">Your industry news, turned into posts and digests — automatically</h1>
        <p>
          Synth reads the RSS feeds you trust, keeps only what matches your topics, summarises it with AI, writes your
          LinkedIn and social posts, and emails everything on your schedule.
        </p>
        <div className="actions">
          <AppButtonLink to="/login" size="lg">
            Start your free trial
          </AppButtonLink>
          <ButtonAnchor href="#how-it-works" size="lg" variant="secondary">
            See how it works
          </ButtonAnchor>
        </div>
        <p className="small">3-day free trial · No credit card required</p>
      </div>
    </Wrap>
  );
}
