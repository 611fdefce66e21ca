import { PAGE_READY } from '../lib/held-submit';

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
 * The start script's first lines: a form sent or a button tapped before the page's own code is in
 * place (PAGE_READY) is held rather than lost, and made again once it is. Until then the page
 * holds them first, in the capture phase, before React sees them: while React hydrates, a submit
 * or tap on a part not hydrated yet is stopped by React (it stops a discrete event it cannot
 * dispatch) but not prevented, so the browser sent the form itself and the sign-in page came back
 * empty. Held means prevented (the browser never sends the password) and stopped (the app never
 * handles it twice). Only on the page the build prerendered at this path (`here`): elsewhere the
 * app renders without hydrating and no PAGE_READY may come. A submit no one prevented is never
 * the browser's (the bubble-phase line): before PAGE_READY it is held as above; after it, the app
 * missed it (a form always prevents its own submit), and it is made again a moment later, at
 * most three times a page, rather than prevented and lost. If the page's code
 * runs but never says it is ready (an error page in its place), the holding stops 15 s after
 * the entry ran.
 * `button[type=button]` is a button only the app runs (the header's back arrow, the password's eye).
 */
export function heldInputScript(): string {
  return [
    "let q=null,b=null,h=1,n=0;const here=()=>{const r=document.getElementById('root');return h&&!!r&&r.dataset.prerendered===location.pathname};",
    "addEventListener('submit',e=>{if(here()){e.preventDefault();e.stopImmediatePropagation();q=e.target}},true);",
    "addEventListener('submit',e=>{if(e.defaultPrevented)return;e.preventDefault();const f=e.target;if(h)q=f;else if(n++<3)setTimeout(()=>{if(f.isConnected)f.requestSubmit()},50)});",
    "addEventListener('click',e=>{const t=e.target instanceof Element&&e.target.closest('button[type=button]');if(t&&here()){e.stopImmediatePropagation();b=t}},true);",
    // A held form the app rendered anew (it did not hydrate the page's own) goes through the one
    // in its place, when the page has one form.
    `addEventListener(${JSON.stringify(PAGE_READY)},()=>{let f=q;const t=b;q=b=null;h=0;if(f&&!f.isConnected){const s=document.querySelectorAll('#root form');f=s.length===1?s[0]:null}if(f)f.requestSubmit();if(t&&t.isConnected)t.click()});`,
  ].join('\n');
}

/**
 * When a prerendered page starts the app: `paint`, after its first paint; `intent`, on the
 * visitor's first tap, touch, key or focus (decision 044), its code fetched without running once
 * the page has loaded, so the tap does not wait for the network.
 */
export type StartOn = 'paint' | 'intent';

/** The app's session cookies (features/auth/session-cookies.ts), as `document.cookie` shows them. */
const SESSION_COOKIES = '/(^|;\\s*)(access_token|user_data)=/';

/**
 * The start of a prerendered page (an external script: the CSP allows no inline one). The page
 * paints from its HTML and stylesheet first; only then does the app's code download and run, the
 * route's chunks along with the entry, and hydrate it (main.tsx). Left in index.html's place, the
 * entry ran before the first paint on a slow phone, and that paint waited for it.
 * With `intent` (sign-in, a shop's public page), the page is complete without the app (links,
 * and a form whose early submit is held), so the app runs only once the visitor reaches for it:
 * its evaluation and hydration were all of Lighthouse's total blocking time there (decision 044).
 * A browser holding a session (its cookies, as the server tells it, decision 041) and a page the
 * offline shell opened at another path start at once, as with `paint`: the app has work to do
 * there (sending the signed-in visitor on, rendering the other page). So does a page whose
 * server says it needs the app (`<meta name="navalha-start" content="paint">`: sign-in with
 * 'Cadastre sua barbearia', apps/api/src/plugins/web-app.ts).
 */
export function startScript(
  scripts: { entry: string; modules: string[] },
  startOn: StartOn = 'paint',
): string {
  // Small by hand: it counts in the page's first-load JavaScript. `start` runs once: after the
  // next paint, or at once in a hidden tab, which paints nothing (or after 1 s, whichever first).
  const afterPaint = [
    "if(document.visibilityState==='hidden')start();",
    'else{requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1e3)}',
  ];
  const onIntent = [
    "const r=document.getElementById('root');",
    "if(r&&r.dataset.prerendered===location.pathname&&!document.querySelector('meta[name=navalha-start][content=paint]')",
    // Opened offline (from the service worker's copy): at once, to say 'Sem conexão'.
    `&&!${SESSION_COOKIES}.test(document.cookie)&&navigator.onLine){`,
    // Going offline too: the app's 'Sem conexão' banner tells the visitor (lib/offline.ts).
    "const t=['pointerdown','touchstart','keydown','focusin','offline'],o={capture:true,passive:true};",
    'const go=()=>{for(const n of t)removeEventListener(n,go,o);start()};',
    'for(const n of t)addEventListener(n,go,o);',
    // Once loaded: the code fetched (not run), and the service worker registered as the app
    // would (lib/offline.ts, the same address), so the page works offline before any tap.
    "const p=()=>{for(const u of [...m,e]){const l=document.createElement('link');l.rel='prefetch';l.crossOrigin='';l.href=u;document.head.append(l)}",
    "const w=navigator.serviceWorker;if(w)w.register('/sw.js?v='+encodeURIComponent(e.split('/').pop())).catch(()=>0)};",
    "if(document.readyState==='complete')p();else addEventListener('load',p,{once:true})}",
    'else{',
    ...afterPaint,
    '}',
  ];
  return [
    heldInputScript(),
    `const m=${JSON.stringify(scripts.modules)},e=${JSON.stringify(scripts.entry)};let d=0;`,
    'const start=()=>{if(d)return;d=1;for(const u of m){',
    "const l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.append(l)}",
    'import(e).then(()=>setTimeout(()=>{h=0},15e3))};',
    ...(startOn === 'intent' ? onIntent : afterPaint),
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
