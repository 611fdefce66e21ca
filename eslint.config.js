// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';
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

const featuresRoot = resolve('apps/web/src/features');

/** The feature folder a file belongs to, or null outside apps/web/src/features. */
function featureOf(file) {
  const path = relative(featuresRoot, file);
  if (path.startsWith('..') || path === '') return null;
  return path.split(sep)[0] ?? null;
}

/**
 * Web features do not import each other (ARCHITECTURE §1): a file in features/<a> may not import
 * from features/<b>. Shared pieces live in components/ui or lib; route files compose features.
 */
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const feature = featureOf(context.filename);
        if (!feature) return {};
        return {
          ImportDeclaration(node) {
            const specifier = String(node.source.value);
            if (!specifier.startsWith('.')) return;
            const target = featureOf(resolve(dirname(context.filename), specifier));
            if (target && target !== feature) {
              context.report({
                node: node.source,
                message: `features/${feature} may not import features/${target}: move the shared piece to components/ui or lib, or compose both in a route file.`,
              });
            }
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
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, navalha: featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'navalha/no-cross-feature-imports': 'error',
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
