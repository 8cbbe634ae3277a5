import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/lint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' },
      ],
    },
  },
  {
    // ARCHITECTURE.md: no source file over 400 lines; a module that grows past it is split by what it does.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The simulator's own tests read raw Graph API answers, which no product contract types.
    files: ['packages/meta-sim/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    // Web imports flow app -> features -> shared, never back (bulletproof-react).
    files: ['apps/web/src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }] },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**'] }] },
  },
  {
    // A web feature's index.ts offers other features its data and paths (a hook, a route's address), never a
    // component: what two features draw lives in shared/ (ARCHITECTURE.md, "The web kit").
    files: ['apps/web/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' },
        {
          selector: 'ExportNamedDeclaration[source.value=/\\.tsx$/], ExportAllDeclaration[source.value=/\\.tsx$/]',
          message: "A component two features use belongs in apps/web/src/shared/, not in a feature's index.ts.",
        },
      ],
    },
  },
);
