// The panels' fragments are spread here on their behalf, which the colocation rule would flag in app code.
/* eslint-disable relay/must-colocate-fragment-spreads */
import type { ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ViewerUserHostQuery, ViewerUserHostQuery$data } from '../__generated__/ViewerUserHostQuery.graphql';

type ViewerUser = NonNullable<ViewerUserHostQuery$data['viewer']['user']>;

// One test query for the panels fed by the signed-in user's fragment: each test hands its panel the user it reads.
const query = graphql`
  query ViewerUserHostQuery @relay_test_operation {
    viewer {
      user {
        ...TrialPanel_user
        ...SubscriptionStatusPanel_user
      }
    }
  }
`;

/** Reads the viewer's user through the mock environment and renders `render(user)` once it arrives. */
export function ViewerUserHost({ render }: { render: (user: ViewerUser) => ReactNode }) {
  const data = useLazyLoadQuery<ViewerUserHostQuery>(query, {});
  return data.viewer.user ? render(data.viewer.user) : null;
}
