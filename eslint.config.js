// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** core imports nothing but zod and date-fns (and its tests vitest and fast-check). */
const coreDependencies = {
  regex: '^(?!zod$|zod/|date-fns|@date-fns/tz|\\.|vitest$|fast-check$)',
  message: 'core imports nothing but zod and date-fns (ARCHITECTURE §1).',
};

const webSource = resolve('apps/web/src');

/**
 * The layer of a web source file, or null outside apps/web/src. From the bottom: lib (API
 * client, toasts, storage), ui (components/: primitives), shared (what several features use:
 * the booking draft, the shop clock, payment pieces, shop contacts, the tab bar), then each
 * feature on its own, then app (routes and layouts, which compose features). Test helpers
 * (src/test) sit beside all of them.
 */
function layerOf(file) {
  const path = relative(webSource, file);
  if (path.startsWith('..') || path === '') return null;
  const [top, second] = path.split(sep);
  if (top === 'features') return second ? `features/${second}` : null;
  if (top === 'components') return 'ui';
  if (top === 'lib' || top === 'shared' || top === 'app' || top === 'test') return top;
  return null;
}

/** What each layer may import besides itself; features/<x> may import only its own folder. */
const allowedBelow = {
  lib: ['test'],
  ui: ['lib', 'test'],
  shared: ['ui', 'lib', 'test'],
  feature: ['shared', 'ui', 'lib', 'test'],
};

/**
 * Imports point down the web's layers: features → shared, components/ui, lib; shared →
 * components/ui, lib; components/ui → lib; lib → nothing of these. Features do not import each
 * other (ARCHITECTURE §1); routes in app/ compose them.
 */
const webLayers = {
  rules: {
    'web-layers': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const layer = layerOf(context.filename);
        if (!layer || layer === 'app' || layer === 'test') return {};
        const isFeature = layer.startsWith('features/');
        const allowed = allowedBelow[isFeature ? 'feature' : layer];
        const isTest = /\.test\.tsx?$/.test(context.filename);
        return {
          ImportDeclaration(node) {
            const specifier = String(node.source.value);
            if (!specifier.startsWith('.')) return;
            const target = layerOf(resolve(dirname(context.filename), specifier));
            if (!target || target === layer || allowed.includes(target)) return;
            // A test may wire in what sits above (the API client with the real session), but a
            // feature's tests still stay out of other features.
            if (isTest && !(isFeature && target.startsWith('features/'))) return;
            const message =
              isFeature && target.startsWith('features/')
                ? `${layer} may not import ${target}: move what both use to shared/ (or components/ui, lib), or compose both in a route file.`
                : `${layer === 'ui' ? 'components' : layer}/ may not import ${target === 'ui' ? 'components' : target}/: imports point down the layers (features → shared → components/ui → lib).`;
            context.report({ node: node.source, message });
          },
        };
      },
    },
  },
};

// From this file, not the working directory: tests lint from apps/api (src/import-boundaries.test.ts).
const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'apps/api/src');

/**
 * The API's layers, lowest first: a file may import its own layer and those below it, never one
 * above. app.ts, server.ts, the demo seed and the other top-level entry points compose everything.
 */
const apiLayers = [
  [
    'errors',
    'config.ts',
    'config-env.ts',
    'route-table.ts',
    'route-table',
    'public-route-table.ts',
  ],
  ['db', 'background'],
  ['plugins', 'gateways'],
  ['modules'],
];

/** Where a file of apps/api/src sits: its layer's rank (top = apiLayers.length) and module. */
function apiPlaceOf(file) {
  const path = relative(apiRoot, file);
  if (path.startsWith('..') || path === '') return null;
  const [first, second] = path.split(sep);
  const rank = apiLayers.findIndex((layer) => layer.includes(first ?? ''));
  return {
    rank: rank === -1 ? apiLayers.length : rank,
    layer: first,
    module: first === 'modules' && path.split(sep).length > 2 ? second : null,
  };
}

/**
 * What a module offers the others, besides its `<name>.service.ts`, `<name>.module.ts` and
 * `<name>.dto.ts` files: everything else (repositories above all, routes, internals) is private
 * to its module, tests included. A file listed here is a deliberate part of the module's surface.
 */
const apiPublicFiles = {
  account: ['postal-code-lookup.ts'],
  // The CSV writer for Excel-BR, which the day's cash exports with too.
  admin: ['csv.ts'],
  // The booking lifecycle's named operations, run in the caller's transaction (decision 016).
  appointments: ['booking-lifecycle.ts', 'booking-desk-changes.ts'],
  audit: ['audit-trail.ts'],
  auth: [
    'auth-user.ts',
    'email-confirmations.ts',
    'one-time-tokens.ts',
    'password.ts',
    'session-reply.ts',
    'session-revocations.ts',
    'tokens.ts',
  ],
  notifications: ['notify.ts'],
  // What account deletion clears in payment rows.
  payments: ['payment-privacy.ts'],
  // A booking's promo code: found, then one use claimed in the booking's transaction.
  'promo-codes': ['promo-code-uses.ts'],
  // What bookings read of the schedule, and how a request is checked against it.
  schedule: ['booking-scope.ts'],
};

/**
 * Private imports tolerated while they are being untangled, as `importer → imported` paths under
 * apps/api/src/modules: none today. Add one only with the change that removes it planned.
 */
const apiKnownViolations = new Set([]);

function isPublicFile(module, file) {
  const name = file.split(sep).pop() ?? '';
  return /\.(service|module|dto)\.ts$/.test(name) || (apiPublicFiles[module] ?? []).includes(name);
}

/**
 * API boundaries (issue 15 §5): a module imports another only through its public files, and no
 * file imports a layer above its own (db and plugins never import modules).
 */
const apiBoundaries = {
  rules: {
    'api-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = apiPlaceOf(context.filename);
        if (!from) return {};
        // A test's set-up beside it (`*.test-helpers.ts`) counts as part of the test.
        const isTest = /\.test(-helpers)?\.ts$/.test(context.filename);
        const check = (source) => {
          const specifier = String(source.value);
          if (!specifier.startsWith('.')) return;
          const target = resolve(dirname(context.filename), specifier).replace(/\.js$/, '.ts');
          const to = apiPlaceOf(target);
          if (!to) return;
          const modulesRoot = resolve(apiRoot, 'modules');
          const pair = `${relative(modulesRoot, context.filename)} → ${relative(modulesRoot, target)}`;
          if (apiKnownViolations.has(pair.split(sep).join('/'))) return;
          if (from.module && to.module && from.module !== to.module) {
            if (!isPublicFile(to.module, target)) {
              context.report({
                node: source,
                message: `modules/${from.module} may import from modules/${to.module} only its service, module, dto or listed public files (eslint.config.js): ${relative(resolve(apiRoot, 'modules', to.module), target)} is private to it.`,
              });
            }
            return;
          }
          if (!isTest && to.rank > from.rank) {
            context.report({
              node: source,
              message: `${from.layer} is below ${to.layer}: a lower layer never imports a higher one (apps/api/README.md).`,
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => node.source && check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // core holds the rules of the business: no framework, no I/O.
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [coreDependencies] }],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core never reads the environment: pass values in.' },
        { name: 'fetch', message: 'core does no I/O.' },
      ],
    },
  },
  // In core, domain is below contracts: the API's schemas may use a domain rule, never the reverse.
  {
    files: ['packages/core/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            coreDependencies,
            {
              group: ['**/contracts/*'],
              message: 'core/domain is below core/contracts: move what the rule needs into domain.',
            },
          ],
        },
      ],
    },
  },
  {
    // The service worker runs in its own global scope, not a page's.
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, navalha: webLayers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'navalha/web-layers': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message:
                'Raise toasts through src/lib/toast.ts: it fetches sonner with the first toast.',
            },
            {
              name: 'zod',
              message:
                'Classic zod does not belong in the web bundle: use the schemas of @navalha/core or zod/mini.',
            },
          ],
        },
      ],
    },
  },
  // The toast facade is the one place that loads sonner.
  {
    files: ['apps/web/src/lib/toast.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { navalhaApi: apiBoundaries },
    rules: { 'navalhaApi/api-boundaries': 'error' },
  },
);
