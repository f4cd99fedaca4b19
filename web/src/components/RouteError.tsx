import styled from '@emotion/styled';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { Card } from './Card';

const Wrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space(4)};
  .card {
    max-width: 480px;
    display: grid;
    gap: ${(p) => p.theme.space(3)};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(2)};
  }
`;

/** Any route that fails to load (a lost chunk after a deploy, a failed query) lands here. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Wrap>
      <Card className="card" role="alert">
        <h1 style={{ margin: 0, fontSize: '1.375rem' }}>Something went wrong</h1>
        <p style={{ margin: 0 }}>
          This page could not be loaded. Please try refreshing the page.{detail ? ` (${detail})` : ''}
        </p>
        <div className="actions">
          <Button onClick={() => window.location.reload()}>Refresh</Button>
          <ButtonLink to="/" variant="secondary">
            Back to Dashboard
          </ButtonLink>
        </div>
      </Card>
    </Wrap>
  );
}
