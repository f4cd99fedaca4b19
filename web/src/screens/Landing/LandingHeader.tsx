import styled from '@emotion/styled';
import { useSession } from '../../auth/useSession';
import { AppButtonLink } from './inAppLink';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: blur(6px);
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  .inner {
    max-width: 1120px;
    margin: 0 auto;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(2)};
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  }
  .brand {
    font-weight: 800;
    font-size: ${(p) => p.theme.fontSizes.xl};
    color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
  }
  nav {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
  }
  .anchor {
    display: none;
  }
  @media (min-width: 768px) {
    .anchor {
      display: inline;
      margin-right: ${(p) => p.theme.space(3)};
    }
  }
`;

/** Login and Get Started go to /login; a signed-in visitor gets Go To App instead. */
export function LandingHeader() {
  const { user } = useSession();
  return (
    <Bar>
      <div className="inner">
        <a className="brand" href="/">
          Synth
        </a>
        <nav aria-label="Site">
          <a className="anchor" href="#how-it-works">
            How it works
          </a>
          <a className="anchor" href="#pricing">
            Pricing
          </a>
          {user ? (
            <AppButtonLink to="/dashboard">Go To App</AppButtonLink>
          ) : (
            <>
              <AppButtonLink to="/login" variant="ghost">
                Login
              </AppButtonLink>
              <AppButtonLink to="/login">Get Started</AppButtonLink>
            </>
          )}
        </nav>
      </div>
    </Bar>
  );
}
