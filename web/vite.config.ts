import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay-lite';
import { SIGNED_IN_HINT_COOKIE } from '../core/src/pure';
import { startsWithLanding } from './src/screens/Landing/startsWithLanding';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(webDir, '..');
// One Relay config for the compiler and the transform; its paths are relative to the repo root,
// but the plugin resolves artifactDirectory against process.cwd() (web/ under `npm -w web`).
const relayConfig = createRequire(import.meta.url)('../relay.config.js') as Record<string, unknown>;
const absolute = (p: unknown) => path.resolve(root, String(p));

const api = 'http://127.0.0.1:8080';
// The domain's browser-safe modules, from source (the same list web/tsconfig.json type-checks).
const alias = { '@synth/core/pure': path.resolve(root, 'core/src/pure.ts') };

/**
 * Puts the landing page, rendered at build time, into index.html: a signed-out visitor sees it as
 * soon as the HTML arrives (crawlers too), before the JavaScript has loaded. It sits in a <template>
 * because index.html answers every route; a small inline script shows it only where main.tsx will
 * start with the landing page, and main.tsx then replaces it with the live page.
 */
function prerenderLanding(): Plugin {
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
          esbuild: { jsx: 'automatic' },
          resolve: { alias },
        });
        try {
          const { renderLandingHtml } = (await server.ssrLoadModule('/src/screens/Landing/prerender.tsx')) as { renderLandingHtml: () => string };
          const show = `(${startsWithLanding.toString()})(${JSON.stringify(SIGNED_IN_HINT_COOKIE)}) && document.getElementById('root').appendChild(document.getElementById('landing-prerendered').content.cloneNode(true));`;
          return html.replace('<div id="root"></div>', `<div id="root"></div>\n    <template id="landing-prerendered">${renderLandingHtml()}</template>\n    <script>${show}</script>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  root: webDir,
  plugins: [
    react(),
    relay({
      cwd: root,
      relayConfig: { ...relayConfig, src: absolute(relayConfig.src), artifactDirectory: absolute(relayConfig.artifactDirectory) },
      // Build regenerates artifacts once; in dev run `npx relay-compiler --watch` beside vite.
      codegen: command === 'build',
    }),
    prerenderLanding(),
  ],
  resolve: { alias },
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
      input: {
        index: path.resolve(webDir, 'index.html'),
        explorer: path.resolve(webDir, 'explorer.html'),
      },
    },
  },
}));
