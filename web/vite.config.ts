import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, type Plugin, type Rollup } from 'vite';
import relay from 'vite-plugin-relay-lite';
import { SIGNED_IN_HINT_COOKIE } from '../core/src/pure';
import { startsWithLanding } from './src/screens/Landing/startsWithLanding';
import { tsconfigAliases } from './tsconfigAliases';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(webDir, '..');
// One Relay config for the compiler and the transform; its paths are relative to the repo root,
// but the plugin resolves artifactDirectory against process.cwd() (web/ under `npm -w web`).
const relayConfig = createRequire(import.meta.url)('../relay.config.js') as Record<string, unknown>;
const absolute = (p: unknown) => path.resolve(root, String(p));

const api = 'http://127.0.0.1:8080';
// Core's modules the browser may use (@synth/core/pure), from source.
// Those modules only declare data and functions, so a bundle leaves out the ones it uses nothing from:
// the entry and the landing page, which read one cookie name and the plan table, skip the LinkedIn
// templates behind the same @synth/core/pure.
const coreSource = path.resolve(root, 'core', 'src') + path.sep;
const hasSideEffects = (id: string) => !id.startsWith(coreSource);

const LANDING_ENTRY = '/src/screens/Landing/mountLanding.tsx';
const LANDING_BUNDLE = 'virtual:landing-bundle';

// React's entry points as Preact provides them: the landing bundle's whole graph (its components,
// Emotion) runs on Preact, a fraction of React's size. Only that bundle: the app keeps React.
const preactForReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** Builds mountLanding.tsx and what it imports on Preact into one ES module; returns its code. */
async function buildLandingBundle(): Promise<string> {
  const result = await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    resolve: { alias: [...preactForReact, ...tsconfigAliases] },
    esbuild: { jsx: 'automatic' },
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: {
        input: path.join(webDir, LANDING_ENTRY),
        // main.tsx imports mountLanding from it.
        preserveEntrySignatures: 'exports-only',
        output: { inlineDynamicImports: true },
        treeshake: { moduleSideEffects: hasSideEffects },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the landing bundle should be one file, got ${chunks.length}`);
  return chunks[0].code;
}

/**
 * The standalone landing page's module, as `import url from 'virtual:landing-bundle'`. The build
 * makes it a separate Preact bundle (assets/landing-<hash>.js) that main.tsx imports only on the
 * landing page; the dev server serves the source with React.
 */
function landingBundle(): Plugin & { builtUrl: () => string } {
  let building = false;
  let base = '/';
  let fileName = '';
  return {
    builtUrl: () => base + fileName,
    name: 'synth:landing-bundle',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId: (id) => (id === LANDING_BUNDLE ? `\0${LANDING_BUNDLE}` : undefined),
    async buildStart() {
      if (!building) return;
      const code = await buildLandingBundle();
      fileName = `assets/landing-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    load(id) {
      if (id !== `\0${LANDING_BUNDLE}`) return undefined;
      return `export default ${JSON.stringify(building ? base + fileName : LANDING_ENTRY)};`;
    },
  };
}

/**
 * Puts the landing page, rendered at build time, into index.html: a signed-out visitor sees it as
 * soon as the HTML arrives (crawlers too), before the JavaScript has loaded. It sits in a <template>
 * because index.html answers every route; a small inline script shows it only where main.tsx will
 * start with the landing page (and preloads the landing bundle there), and that bundle then takes
 * it over.
 */
function prerenderLanding(landingBundleUrl: () => string): Plugin {
  return {
    name: 'synth:prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith(`${path.sep}index.html`)) return html;
        const server = await createServer({
          configFile: false,
          root: webDir,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, watch: null },
          // Only renders on the server: no scan of the browser's imports to pre-bundle.
          optimizeDeps: { noDiscovery: true },
          esbuild: { jsx: 'automatic' },
          resolve: { alias: tsconfigAliases },
        });
        try {
          const { renderLandingHtml } = (await server.ssrLoadModule('/src/screens/Landing/prerender.tsx')) as {
            renderLandingHtml: () => string;
          };
          const show = [
            `if ((${startsWithLanding.toString()})(${JSON.stringify(SIGNED_IN_HINT_COOKIE)})) {`,
            `document.getElementById('root').appendChild(document.getElementById('landing-prerendered').content.cloneNode(true));`,
            `var preload = document.createElement('link'); preload.rel = 'modulepreload'; preload.href = ${JSON.stringify(landingBundleUrl())}; document.head.appendChild(preload);`,
            `}`,
          ].join(' ');
          return html.replace(
            '<div id="root"></div>',
            `<div id="root"></div>\n    <template id="landing-prerendered">${renderLandingHtml()}</template>\n    <script>${show}</script>`,
          );
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig(({ command }) => {
  const landing = landingBundle();
  return {
    root: webDir,
    resolve: { alias: tsconfigAliases },
    plugins: [
      react(),
      relay({
        cwd: root,
        relayConfig: {
          ...relayConfig,
          src: absolute(relayConfig.src),
          artifactDirectory: absolute(relayConfig.artifactDirectory),
        },
        // Build regenerates artifacts once; in dev run `npx relay-compiler --watch` beside vite.
        codegen: command === 'build',
      }),
      landing,
      prerenderLanding(landing.builtUrl),
    ],
    server: {
      proxy: {
        '/api': api,
        '/healthz': api,
        '/graphql': { target: api, ws: true },
        '/ws': { target: api, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: {
        treeshake: { moduleSideEffects: hasSideEffects },
        input: {
          index: path.resolve(webDir, 'index.html'),
          explorer: path.resolve(webDir, 'explorer.html'),
        },
      },
    },
  };
});
