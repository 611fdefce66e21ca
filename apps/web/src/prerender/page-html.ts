import { FORM_READY } from '../lib/held-submit';

/** The build's manifest (dist/.vite/manifest.json), as far as a page's chunks are concerned. */
export type BuildManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** `key`'s chunk and every chunk it imports statically, as manifest keys. */
function staticImports(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, into);
  return into;
}

/**
 * The app's code for a prerendered `route`: the entry's file, and every file the entry and the
 * route's chunk import statically (the route's own among them), to fetch all at once rather than
 * one round trip after another as each module runs.
 */
export function pageScripts(manifest: BuildManifest, route: string) {
  if (!manifest[route]) throw new Error(`${route} is not in the build's manifest`);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build has no entry');
  const keys = [...staticImports(manifest, entry), ...staticImports(manifest, route)];
  const file = (key: string) => `/${manifest[key]?.file}`;
  return {
    entry: file(entry),
    modules: [...new Set(keys.filter((key) => key !== entry).map(file))],
  };
}

/**
 * The start script's first lines: a form sent before the app has taken it over (the page's HTML
 * is there, its code is not) is held rather than sent by the browser, and sent again once the
 * form's own code is in place (FORM_READY). A submit the app handled is already prevented, and
 * is left alone.
 */
export function heldSubmitScript(): string {
  return [
    "let q=null;addEventListener('submit',e=>{if(!e.defaultPrevented){e.preventDefault();q=e.target}});",
    `addEventListener(${JSON.stringify(FORM_READY)},()=>{const f=q;q=null;if(f&&f.isConnected)f.requestSubmit()});`,
  ].join('\n');
}

/**
 * The start of a prerendered page (an external script: the CSP allows no inline one). The page
 * paints from its HTML and stylesheet first; only then does the app's code download and run, the
 * route's chunks along with the entry, and hydrate it (main.tsx). Left in index.html's place, the
 * entry ran before the first paint on a slow phone, and that paint waited for it.
 */
export function startScript(scripts: { entry: string; modules: string[] }): string {
  // Small by hand: it counts in the page's first-load JavaScript. `start` runs once: after the
  // next paint, or at once in a hidden tab, which paints nothing (or after 1 s, whichever first).
  return [
    heldSubmitScript(),
    `const m=${JSON.stringify(scripts.modules)};let d=0;`,
    'const start=()=>{if(d)return;d=1;for(const h of m){',
    "const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}",
    `import(${JSON.stringify(scripts.entry)})};`,
    "if(document.visibilityState==='hidden')start();",
    'else{requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1e3)}',
    '',
  ].join('\n');
}

const ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">\s*/g;
const FONT_PRELOAD = /<link rel="preload" href="\/assets\/[^"]+" as="font"[^>]*>\s*/g;

/**
 * The build's index.html with the page prerendered at `path`: `rootHtml` inside `#root`, which
 * names the path (main.tsx hydrates it only there: the offline shell may be this HTML), and
 * `start` (the path of `startScript`'s file) in place of the entry and its preloads. Nothing but
 * the HTML and the stylesheet comes before the first paint: not the font either, which swaps in
 * when it comes (font-display: swap). The server still adds its settings' `<meta>` tags.
 */
export function prerenderedHtml(
  indexHtml: string,
  page: { path: string; rootHtml: string; start: string },
): string {
  const { path, rootHtml, start } = page;
  if (!indexHtml.includes(ROOT) || !ENTRY.test(indexHtml)) {
    throw new Error('index.html has no empty #root or no entry script where the build puts it');
  }
  // Functions, so that a `$&` in the page's text is text, not a replacement pattern.
  return indexHtml
    .replace(ENTRY, () => `<script type="module" crossorigin src="${start}"></script>\n    `)
    .replace(MODULE_PRELOADS, '')
    .replace(FONT_PRELOAD, '')
    .replace(ROOT, () => `<div id="root" data-prerendered="${path}">${rootHtml}</div>`);
}
