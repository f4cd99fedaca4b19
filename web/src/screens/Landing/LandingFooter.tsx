import styled from '@emotion/styled';
import { AppLink } from './inAppLink';

const Foot = styled.footer`
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.text};
  color: #cbd5e1;
  .inner {
    max-width: 1120px;
    margin: 0 auto;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(6)};
    justify-content: space-between;
  }
  a {
    color: #fff;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(4)};
  }
  p {
    margin: 0;
  }
`;

export function LandingFooter() {
  return (
    <Foot>
      <div className="inner">
        <p>© {new Date().getFullYear()} Synth. News into content, on schedule.</p>
        <nav aria-label="Footer">
          <a href="#how-it-works">How it works</a>
          <a href="#pricing">Pricing</a>
          <AppLink to="/login">Login</AppLink>
        </nav>
      </div>
    </Foot>
  );
}
