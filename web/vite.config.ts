import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay-lite';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(webDir, '..');
// One Relay config for the compiler and the transform; its paths are relative to the repo root,
// but the plugin resolves artifactDirectory against process.cwd() (web/ under `npm -w web`).
const relayConfig = createRequire(import.meta.url)('../relay.config.js') as Record<string, unknown>;
const absolute = (p: unknown) => path.resolve(root, String(p));

const api = 'http://127.0.0.1:8080';

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
      input: {
        index: path.resolve(webDir, 'index.html'),
        explorer: path.resolve(webDir, 'explorer.html'),
      },
    },
  },
}));
