import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { messageCatalogues, stripMessageEnglish } from './vite-i18n.mjs';

const fromHere = (relative: string) => new URL(relative, import.meta.url).pathname;

/** The catalogues as modules per language and namespace (vite-i18n.mjs). */
const catalogues = () =>
  messageCatalogues({ localesDir: fromHere('../../packages/domain/locales') });

// loadEnv (rather than process.env) keeps this file free of Node typings.
export default defineConfig(({ mode, isSsrBuild }) => {
  // '' loads every variable (not only VITE_*) from .env files and the process environment.
  const env = loadEnv(mode, '.', '');
  const apiPort = Number.parseInt(env.API_PORT ?? '', 10) || 3001;
  const target = `http://localhost:${apiPort}`;
  const proxy = {
    '^/api(/|$)': { target, changeOrigin: false },
    '^/healthz$': { target },
    '^/dev(/|$)': { target },
  };

  if (isSsrBuild) {
    // The server's page drawer (src/entry-server.tsx), loaded by the API: one self-contained
    // bundle, kept out of dist so it is never served.
    return {
      plugins: [catalogues(), react(), tailwindcss()],
      ssr: { noExternal: true },
      // React inside the bundle as the build's mode says, not as the server's NODE_ENV does: the
      // server runs under development or test too (npm start, the browser tests), and there
      // React's development build took nearly three times the CPU to draw a page.
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      build: { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false },
    };
  }

  const production = mode === 'production';
  return {
    plugins: [
      catalogues(),
      // The English of each message ships in the English catalogue, not in the code: a Hindi page
      // downloads no English words, an English page no Hindi.
      ...(production ? [stripMessageEnglish()] : []),
      react(),
      tailwindcss(),
    ],
    resolve: {
      // Messages arrive as syntax trees: the browser needs the formatter, never the ICU parser.
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: fromHere(
            '../../node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
          ),
        },
      ],
    },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      // Earlier builds' hashed assets stay for pages a running server already handed out;
      // scripts/keep-built-assets.mjs (around this build) removes the ones no recent build wrote.
      emptyOutDir: false,
      // dist/.vite/manifest.json: which chunks each page needs (npm run bench:web reports it).
      manifest: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // One long-lived vendor chunk for the framework: it changes far less often than the app.
          codeSplitting: {
            groups: [
              {
                name: 'react-vendor',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              },
              {
                // zod with its configuration, run before any chunk that creates a schema (see
                // src/lib/zod-config.ts: no `new Function` under the strict CSP). Pages load it
                // only when they need it (src/lib/lazy-schemas.ts keeps the config in the graph).
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
