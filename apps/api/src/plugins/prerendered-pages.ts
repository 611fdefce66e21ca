import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppMode } from '@navalha/core/domain/app-mode';

/**
 * The pages the web build prerendered for a signed-out visitor (issue 18 §1, decision 036):
 * dist/.prerendered/<page>.<mode>.html (scripts/prerender.mjs), the build's index.html with the
 * page's HTML in #root. `pageFor` gives the one for `path` in the server's mode, with the same
 * settings tags index.html gets (`withSettings`), or null when the build has none for it.
 */
export function prerenderedPages(
  webDistDir: string,
  mode: AppMode,
  withSettings: (html: string) => string,
) {
  const dir = join(webDistDir, '.prerendered');
  const suffix = `.${mode}.html`;
  const files = new Map<string, string>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (name.endsWith(suffix)) files.set(`/${name.slice(0, -suffix.length)}`, join(dir, name));
    }
  }
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  return {
    /** Whether the build prerendered a page at `path`. */
    has(path: string): boolean {
      return files.has(path);
    },
    pageFor(path: string): string | null {
      const file = files.get(path);
      if (!file || !existsSync(file)) return null;
      const { mtimeMs } = statSync(file);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.html;
      const html = withSettings(readFileSync(file, 'utf8'));
      cache.set(file, { mtimeMs, html });
      return html;
    },
  };
}

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/**
 * `<link rel="modulepreload">` tags for the chunks of `route` (a key of the web build's manifest,
 * e.g. 'src/app/routes/public-shop.tsx') that its entry does not load itself, so the browser
 * fetches them with the entry rather than one round trip after another (issue 18 §1). Empty
 * without a manifest or that route.
 */
export function routeChunkPreloads(webDistDir: string, route: string): string {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!manifest[route]) return '';
  const reach = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) reach(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? reach(entry) : new Set<string>();
  return [...reach(route)]
    .filter((key) => !loaded.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join('');
}
