// Preloaded into the bench's worker (node --require): React's production build, as every deployed
// worker composes its emails with (NODE_ENV=production in docker-compose.yml). The worker itself
// keeps its development settings, because production refuses the fixture feeds this machine serves;
// without this file the bench would time React's development checks, which double the email's cost.
// Node keeps a module once loaded, so the worker's own imports of React get these builds: React is
// resolved from the package that composes the emails, as the worker resolves it.
const path = require('node:path');
const { createRequire } = require('node:module');

const fromComposer = createRequire(path.join(__dirname, '..', '..', 'core', 'package.json'));
const previous = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const name of ['react', 'react/jsx-runtime', 'react-dom/server']) fromComposer(name);
} finally {
  if (previous === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previous;
}
