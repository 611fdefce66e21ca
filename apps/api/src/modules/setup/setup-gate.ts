import { extname } from 'node:path';
import { setupMessages } from '@navalha/core/contracts/setup';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../plugins/error-handler.js';
import { isApiPath } from '../../plugins/web-app.js';
import type { SetupState } from './setup-state.js';

/** How long a client should wait before trying again while the shop is being set up. */
const RETRY_AFTER_SECONDS = '60';

/**
 * What a visitor reads on any page while the shop is being set up: plain server HTML, so it
 * holds on any URL for any browser without the web app's code (the wizard at /setup is the one
 * page of the app served meanwhile).
 */
const SETUP_PAGE = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Barbearia em configuração</title>
<style>
body{margin:0;font-family:Inter,system-ui,sans-serif;background:#F9FAFB;color:#111827}
main{max-width:480px;margin:0 auto;padding:64px 16px}
section{background:#fff;border-radius:16px;box-shadow:0 4px 12px rgb(0 0 0 / 6%);padding:24px}
h1{font-size:24px;margin:0 0 12px;color:#55704C}
p{font-size:16px;line-height:1.5;color:#4B5563;margin:0}
</style></head>
<body><main><section>
<h1>A barbearia está sendo configurada</h1>
<p>${setupMessages.comeBackLater}</p>
</section></main></body></html>`;

/** Reachable while setup is required: the health check, the setup API and the wizard's page. */
function isOpenDuringSetup(path: string): boolean {
  if (path === '/api/health' || path === '/setup' || path === '/setup/') return true;
  if (path === '/api/setup' || path.startsWith('/api/setup/')) return true;
  // The web app's files (scripts, styles, icons), which the wizard's page loads.
  return !isApiPath(path) && extname(path) !== '' && path !== '/index.html';
}

/**
 * While no shop exists (issue 14 §2) every other API route answers 503 SETUP_REQUIRED and every
 * other page a short pt-BR page saying so, also with 503, so no one signs up, signs in or books
 * in a shop that does not exist yet. The check is memoised (setup-state.ts): free once done.
 */
export function registerSetupGate(app: FastifyInstance, state: SetupState): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isOpenDuringSetup(path)) return;
    let required: boolean;
    try {
      required = await state.isRequired();
    } catch (error) {
      // No database yet (before the first migration) or none reachable: the route itself fails.
      request.log.warn({ err: error }, 'could not tell whether setup is required');
      return;
    }
    if (!required) return;
    reply.header('retry-after', RETRY_AFTER_SECONDS).header('cache-control', 'no-store');
    // Answered here rather than thrown: an expected state, not a failure for the error log.
    if (isApiPath(path)) {
      return reply.code(503).send(errorBody(503, 'SETUP_REQUIRED', setupMessages.setupRequired));
    }
    return reply.code(503).type('text/html; charset=utf-8').send(SETUP_PAGE);
  });
}
