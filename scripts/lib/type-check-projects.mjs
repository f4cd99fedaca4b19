// The TypeScript projects beyond the product build (tsc -b core api workflows) that npm test
// type-checks with `tsc -b`: tests, test-support, dev-services, scripts and bench; the browser tests; the web's
// Vite config. The web app itself is checked on its own (tsc -p web/tsconfig.json).
export const TEST_TYPE_CHECK_PROJECTS = ['tsconfig.tests.json', 'e2e/tsconfig.json', 'web/tsconfig.node.json'];
