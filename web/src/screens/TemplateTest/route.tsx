// /template-test needs no GraphQL data: templates come from GET /api/content/templates.
export { TemplateTest as Component } from './TemplateTest';
