import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';

// `navalha-source` makes @navalha/core resolve to its TypeScript source, so the web app never
// needs core to be built first (packages/core/package.json "exports").
const conditions = ['navalha-source', ...defaultClientConditions];

/** The signed-in home and its layouts, the pages a client opens first. */
const homePages = /\/src\/app\/(layout\/signed-in-layout|layout\/client-layout|routes\/home)\.tsx$/;
/** The signed-in routes and page loaders (src/app/router.tsx loads them once signed in). */
const signedInRoutes = /\/src\/app\/signed-in-routes\.tsx$/;
/** The sign-in page, and what of its code goes in the `form-kit` chunk. */
const signInPage = /\/src\/app\/routes\/sign-in\.tsx$/;
const formKitModules =
  /\/src\/(components\/|features\/auth\/(components\/auth-layout|server-error-field))|\/lucide-react\//;
const publicShopPage = /\/src\/app\/routes\/public-shop\.tsx$/;
/** The pages a signed-out visitor can open. */
const publicPages =
  /\/src\/app\/routes\/(sign-in|sign-up|terms|privacy|public-shop|public-barber)\.tsx$/;

/**
 * Puts the signed-in routes, and the code they and the home's pages import, directly or not, in
 * one `signed-in` chunk, leaving out what the entry chunk holds and what a public page also uses
 * (so /signin never downloads it).
 * Left alone, Rolldown cuts a chunk for every set of pages sharing a module and the home arrived
 * in 35 script files, most about 1 KB: over HTTP/1.1 and a phone's round trips, ~0.6 s of its LCP
 * in Lighthouse's mobile run. The pages keep their own small chunks, so the manifest still lists
 * each route; the other signed-in pages load this chunk for what they share with the home.
 */
function signedInChunk(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const captured = new Set<string>();
  const initialModules = new Set<string>();
  const formKit = new Set<string>();
  const publicShop = new Set<string>();
  const plugin: Plugin = {
    name: 'navalha-signed-in-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (roots: string[], stop: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || stop.has(id)) return;
          seen.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const pages = ids.filter((id) => homePages.test(id));
      const routes = ids.filter((id) => signedInRoutes.test(id));
      const initial = reach(entries, new Set());
      initialModules.clear();
      initial.forEach((id) => initialModules.add(id));
      const excluded = new Set([
        ...initial,
        ...pages,
        ...reach(
          ids.filter((id) => publicPages.test(id)),
          initial,
        ),
      ]);
      formKit.clear();
      for (const id of reach(
        ids.filter((id) => signInPage.test(id)),
        initial,
      )) {
        if (formKitModules.test(id)) formKit.add(id);
      }
      publicShop.clear();
      for (const id of reach(
        ids.filter((id) => publicShopPage.test(id)),
        initial,
      )) {
        if (!formKit.has(id) && !publicShopPage.test(id)) publicShop.add(id);
      }
      captured.clear();
      for (const id of reach([...routes, ...pages], initial)) {
        if (!excluded.has(id)) captured.add(id);
      }
    },
  };
  // What is left out is closed under imports, so this chunk and Rolldown's never form a cycle.
  const group = {
    name: 'signed-in',
    test: (id: string) => captured.has(id),
    includeDependenciesRecursively: false,
  };
  // The signed-in pages load from the signed-in routes' chunk, not from the entry; left alone,
  // Rolldown then cuts what the entry shares with them (icons, the JSX runtime, React) into
  // chunks of their own: four more script files and their import glue on /signin. The entry's
  // static imports all load first anyway, so they stay in the entry's one file.
  const entryGroup = {
    name: 'index',
    test: (id: string) => initialModules.has(id),
    includeDependenciesRecursively: false,
  };
  // The sign-in page's fields, frame and icons: ten files of under 1 KB each, one round trip
  // apart and each with its import glue, are one here (issue 18 §1). Other forms load it too.
  const formKitGroup = {
    name: 'form-kit',
    test: (id: string) => formKit.has(id),
    includeDependenciesRecursively: false,
  };
  // The same for the shop's public page: its header, cards, icons and the shop's schema, which
  // came in 24 files.
  const publicShopGroup = {
    name: 'public-shop-kit',
    test: (id: string) => publicShop.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, groups: [group, entryGroup, formKitGroup, publicShopGroup] };
}
const signedIn = signedInChunk();

/**
 * react-router 7's package exports only its development build, whose dev warnings then run in
 * production too (remix-run/react-router#14102). The build takes the production twin, which
 * differs only in that flag: 0.5 KB less on every page's first load.
 */
const reactRouterProduction: Plugin = {
  name: 'navalha-react-router-production',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== 'react-router') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return (
      resolved && {
        ...resolved,
        id: resolved.id.replace('/dist/development/', '/dist/production/'),
      }
    );
  },
};

/**
 * Preloads the Inter font (src/fonts, cut to pt-BR by scripts/subset-font.mjs) from index.html:
 * left alone, the browser finds it only in the stylesheet, once that has arrived, and the text
 * repaints in it last (issue 18 §1).
 */
const fontPreload: Plugin = {
  name: 'navalha-font-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /\/inter-pt-br-wght-[\w-]+\.woff2$/.test(file),
      );
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${font}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction,
    // The client's chunks only: the prerender's server build (src/prerender) is one file.
    ...(isSsrBuild ? [] : [signedIn.plugin, fontPreload]),
  ],
  resolve: { conditions },
  // `vite build --ssr src/prerender/render.tsx` (scripts/prerender.mjs): core from its source too,
  // and everything else in the one file too, React's production build among it: the API loads
  // that file to render a shop's public page at request time (decision 041), whatever the server's
  // NODE_ENV and wherever its node_modules.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['navalha-source', ...defaultServerConditions] },
  },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'baseline-widely-available',
    // The lead measures each route's first-load size from dist/.vite/manifest.json.
    manifest: true,
    // Every browser in the target supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? { output: { codeSplitting: false } }
      : { output: { codeSplitting: { groups: signedIn.groups } } },
  },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
