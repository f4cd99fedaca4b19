import styled from '@emotion/styled';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space(4)};
  text-align: center;
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xxl};
  }
  .card {
    max-width: 440px;
    margin: ${(p) => p.theme.space(6)} auto;
    text-align: left;
  }
`;

export function NotFound() {
  return (
    <Page>
      <div>
        <h1>404 Not Found</h1>
        <p>The page you're looking for doesn't exist or has been moved.</p>
        <Card className="card" aria-labelledby="lost-title">
          <h2 id="lost-title">Lost?</h2>
          <p>
            We couldn't find the page you were looking for. Check the URL or navigate to one of our available pages.
          </p>
          <ButtonLink to="/">Back to Dashboard</ButtonLink>
        </Card>
      </div>
    </Page>
  );
}
