// Preloaded into the bench's worker (node --require): React's production build, as every deployed
// worker composes its emails with (NODE_ENV=production in docker-compose.yml). The worker itself
// keeps its development settings, because production refuses the fixture feeds this machine serves;
// without this file the bench would time React's development checks, which double the email's cost.
// Node keeps a module once loaded, so the worker's own imports of React get these builds.
const previous = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  require('react');
  require('react/jsx-runtime');
  require('react-dom/server');
} finally {
  if (previous === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previous;
}
