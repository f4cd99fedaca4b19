// /template-test: preloads TemplateTestQuery (the templates) from the route.
import { FullPageSpinner } from '../../components/Spinner';
import { queryRoute } from '../../relay/preloadedRoute';
import { TemplateTest, TemplateTestQueryDef } from './TemplateTest';

export const { loader, Component } = queryRoute(TemplateTestQueryDef, TemplateTest, <FullPageSpinner />);
