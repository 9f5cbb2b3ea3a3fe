import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Layers import one way: content → server → app (ADR 0007).
 * Browser code reaches the server only through the JSON API: outside `*.server.ts` files and
 * route modules (whose loaders and actions React Router strips from the browser bundle), app/
 * may import from server/ nothing but types, isomorphic zod schemas (`*.schema.ts`) and the
 * zod-free rules some of them are built from (`*.rules.ts`), which an island applies as a
 * person types without loading zod.
 */
const appImportingServer = {
  regex: '(^|/|@)server/(?!.*\\.(schema|rules)(\\.ts)?$)',
  allowTypeImports: true,
  message: 'Browser code talks to the server through the API. Import server code in a *.server.ts module or a route loader or action.',
};
const importingApp = { group: ['~/*', '**/app/**'], message: 'server/ and content/ never import app/.' };
const importingServer = { group: ['@server/*', '**/server/**'], message: 'content/ is the lowest layer.' };
/**
 * Inside server/, layers import one way: platform → db → features → http (ADR 0007). The
 * composition files at the top (server/*.ts, cli/) wire them together and may import any.
 */
const composition = ['server/*.ts', 'server/cli/**'];
const serverLayers = [
  { target: 'server/platform/**', from: ['server/db/**', 'server/features/**', 'server/http/**', ...composition] },
  { target: 'server/db/**', from: ['server/features/**', 'server/http/**', ...composition] },
  { target: 'server/features/**', from: ['server/http/**', ...composition] },
  { target: 'server/http/**', from: composition },
].map((zone) => ({ ...zone, message: 'server/ layers import one way: platform → db → features → http.' }));
/**
 * Inside app/, shared code (components/, lib/) → features/ → islands/, routes and root (ADRs 0007, 0051):
 * shared code imports no feature, and no feature imports a route. Types of the root
 * loader's data may be named anywhere (they describe what every page receives).
 */
const sharedImportingUp = [
  { group: ['~/features/*', '~/routes/*', '~/islands/*'], message: 'Shared code (components/, lib/) imports no feature, route or island: move the piece down, or pass it in.' },
  { group: ['~/root'], allowTypeImports: true, message: 'Shared code reads the root loader through types only.' },
];
const featureImportingUp = [
  { group: ['~/routes/*', '~/islands/*'], message: 'Features import no route module or island: routes compose features, and islands list them (ADR 0051).' },
  { group: ['~/root'], allowTypeImports: true, message: 'Features read the root loader through types only.' },
];
const climbingIntoServer = {
  regex: '^(\\.\\./)+(server|content)/',
  message: 'Import server and content code through the @server/* and @content/* aliases.',
};

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'test-results/', 'playwright-report/', '.data*/', '.scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [climbingIntoServer] }] },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.{ts,tsx}', 'app/entry.server.tsx', 'app/load-context.ts', 'app/root.tsx', 'app/routes/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [climbingIntoServer, appImportingServer] }] },
  },
  ...[
    { dirs: ['app/components', 'app/lib'], upward: sharedImportingUp },
    { dirs: ['app/features'], upward: featureImportingUp },
  ].flatMap(({ dirs, upward }) => [
    {
      files: dirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [climbingIntoServer, appImportingServer, ...upward] }] },
    },
    {
      files: dirs.map((dir) => `${dir}/**/*.server.{ts,tsx}`),
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [climbingIntoServer, ...upward] }] },
    },
  ]),
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [importingApp] }],
      'import-x/no-restricted-paths': ['error', { zones: serverLayers }],
    },
  },
  {
    files: ['content/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [importingApp, importingServer] }] },
  },
  {
    files: ['scripts/**', 'server/cli/**', 'tests/**', '**/*.test.{ts,tsx}', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
);
