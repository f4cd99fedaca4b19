// /onboard: preloads OnboardQuery from the route, before the screen renders.
import { FullPageSpinner } from '../../components/Spinner';
import { queryRoute } from '../../relay/preloadedRoute';
import { Onboard, OnboardQueryDef } from './Onboard';

export const { loader, Component } = queryRoute(OnboardQueryDef, Onboard, <FullPageSpinner />);
