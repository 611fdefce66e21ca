import { existsSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite's hashed build output: a changed file gets a new name, so it can be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated, so a deploy shows up on reload. */
const REVALIDATE = 'no-cache';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built web app at / when `webDistDir` holds one, and returns the SPA fallback: any
 * GET outside /api that is not a file answers index.html, so /signin or /services survive a
 * reload. Without a build it serves the API alone.
 */
export function registerWebApp(app: FastifyInstance, webDistDir: string): NotFoundFallback | null {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built: serving the API only');
    return null;
  }
  const assetsDir = `${join(webDistDir, 'assets')}${sep}`;
  app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: true,
    cacheControl: false,
    // The web build writes .br and .gz beside each asset; serve them to browsers that accept
    // them, so a phone on a slow network downloads the compressed bytes without any CPU spent here.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });

  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    // A missing /assets/x.js must stay a 404: HTML in its place only hides the real error.
    if (isApiPath(path) || extname(path) !== '') return false;
    void reply.sendFile('index.html');
    return true;
  };
}
