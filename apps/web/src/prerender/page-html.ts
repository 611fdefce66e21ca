/** The build's manifest (dist/.vite/manifest.json), as far as a page's chunks are concerned. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

/** `key`'s chunk and every chunk it imports statically, as manifest keys. */
function staticImports(manifest: BuildManifest, key: string, into = new Set<string>()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticImports(manifest, imported, into);
  return into;
}

/**
 * The files of `route`'s chunks that the entry does not already load: the browser fetches them
 * with the entry (modulepreload), rather than one round trip after another once it has run.
 */
export function routeChunkFiles(manifest: BuildManifest, route: string): string[] {
  if (!manifest[route]) throw new Error(`${route} is not in the build's manifest`);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? staticImports(manifest, entry) : new Set<string>();
  return [...staticImports(manifest, route)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file}`);
}

const ROOT = '<div id="root"></div>';

/**
 * The build's index.html with a prerendered page: `rootHtml` inside `#root` and the page's chunks
 * preloaded. The server still adds its settings' `<meta>` tags, as it does to index.html.
 */
export function prerenderedHtml(indexHtml: string, rootHtml: string, chunks: string[]): string {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no empty #root or no </head>');
  }
  const preloads = chunks
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  // Functions, so that a `$&` in the page's text is text, not a replacement pattern.
  return indexHtml
    .replace('</head>', () => `${preloads}</head>`)
    .replace(ROOT, () => `<div id="root">${rootHtml}</div>`);
}
