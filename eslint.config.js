// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

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
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'off',
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Web features do not import each other; shared pieces live in components/ui or lib.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: features.map((feature) => ({
            target: `./${featuresDir}/${feature}`,
            from: `./${featuresDir}`,
            except: [`./${feature}`],
            message:
              'Web features do not import each other: move the shared piece to components or lib.',
          })),
        },
      ],
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
