// Prerenders the pages that are the same for every signed-out visitor (issue 18 §1, decision 036)
// after the web build: for each page and each mode the server can run in, the build's index.html
// with the page's HTML in #root, written to
// dist/.prerendered/<page>.<mode>.html (a dot directory: never served as a file), and the script
// that starts the app (after the page's first paint, or on the visitor's first intent: decision
// 044), dist/assets/start-<page>-<hash>.js. The server
// sends it in index.html's place (apps/api/src/plugins/web-app.ts); main.tsx hydrates it.
// A shop's public page is rendered by the server at request time, with the shop's data (decision
// 041): this keeps the renderer as dist/.ssr/render.mjs (one file, its dependencies inside) and
// writes the page's start script, named in dist/.ssr/page.json
// (apps/api/src/plugins/server-rendered-page.ts).
// Usage (apps/web's build): node scripts/prerender.mjs <web dir>
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = process.argv[2];
if (!webDir) {
  process.stderr.write('usage: node scripts/prerender.mjs <web dir>\n');
  process.exit(2);
}
const dist = resolve(webDir, 'dist');
const renderer = resolve(webDir, 'dist-prerender', 'render.js');
const {
  appModes,
  pageScripts,
  prerenderedPages,
  prerenderedHtml,
  renderPage,
  serverRenderedPage,
  startScript,
} = await import(pathToFileURL(renderer).href);
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const out = join(dist, '.prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** The page's start script, named by its content like the build's other assets (cached forever). */
function writeStartScript(page) {
  const script = startScript(pageScripts(manifest, page.route), page.startOn);
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const start = `/assets/start-${page.name}-${hash}.js`;
  writeFileSync(join(dist, start), script);
  return start;
}

let count = 0;
for (const page of prerenderedPages) {
  const start = writeStartScript(page);
  for (const mode of appModes) {
    const rootHtml = await renderPage(page.path, mode);
    const html = prerenderedHtml(indexHtml, { path: page.path, rootHtml, start });
    writeFileSync(join(out, `${page.name}.${mode}.html`), html);
    count += 1;
  }
}
const ssr = join(dist, '.ssr');
rmSync(ssr, { recursive: true, force: true });
mkdirSync(ssr, { recursive: true });
// .mjs: an ES module wherever the build is copied, with or without apps/web's package.json.
copyFileSync(renderer, join(ssr, 'render.mjs'));
const page = { route: serverRenderedPage.route, start: writeStartScript(serverRenderedPage) };
writeFileSync(join(ssr, 'page.json'), `${JSON.stringify(page)}\n`);
rmSync(resolve(webDir, 'dist-prerender'), { recursive: true, force: true });
process.stdout.write(`prerendered ${count} pages in ${out}\n`);
