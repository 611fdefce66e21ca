// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|date-fns|@date-fns/tz|\\.|vitest$|fast-check$)',
              message: 'core imports nothing but zod and date-fns (ARCHITECTURE §1).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core never reads the environment: pass values in.' },
        { name: 'fetch', message: 'core does no I/O.' },
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
);
