// Prerenders the pages that are the same for every signed-out visitor (issue 18 §1, decision 036)
// after the web build: for each page and each mode the server can run in, the build's index.html
// with the page's HTML in #root, written to
// dist/.prerendered/<page>.<mode>.html (a dot directory: never served as a file), and the script
// that starts the app after the page's first paint, dist/assets/start-<page>-<hash>.js. The server
// sends it in index.html's place (apps/api/src/plugins/web-app.ts); main.tsx hydrates it.
// Usage (apps/web's build): node scripts/prerender.mjs <web dir>
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = process.argv[2];
if (!webDir) {
  process.stderr.write('usage: node scripts/prerender.mjs <web dir>\n');
  process.exit(2);
}
const dist = resolve(webDir, 'dist');
const renderer = resolve(webDir, 'dist-prerender', 'render.js');
const { appModes, pageScripts, prerenderedPages, prerenderedHtml, renderPage, startScript } =
  await import(pathToFileURL(renderer).href);
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const out = join(dist, '.prerendered');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let count = 0;
for (const page of prerenderedPages) {
  // The page's start script, named by its content like the build's other assets (cached forever).
  const script = startScript(pageScripts(manifest, page.route));
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  const start = `/assets/start-${page.name}-${hash}.js`;
  writeFileSync(join(dist, start), script);
  for (const mode of appModes) {
    const rootHtml = await renderPage(page.path, mode);
    const html = prerenderedHtml(indexHtml, { path: page.path, rootHtml, start });
    writeFileSync(join(out, `${page.name}.${mode}.html`), html);
    count += 1;
  }
}
rmSync(resolve(webDir, 'dist-prerender'), { recursive: true, force: true });
process.stdout.write(`prerendered ${count} pages in ${out}\n`);
