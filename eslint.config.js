import { existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { TABLE_HOMES } from './scripts/lint/table-homes.js';

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)*$/;
const SERVER_SOURCE = path.join(import.meta.dirname, 'apps/server/src');
// The lists of files still querying a table from outside its home only shrink: a line naming a file that
// is gone (moved, or its query moved home) is deleted, not left to allow whatever comes to that path.
for (const [table, rule] of Object.entries(TABLE_HOMES)) {
  const gone = (rule.stillAllowed ?? []).filter((file) => !existsSync(path.join(SERVER_SOURCE, file)));
  if (gone.length > 0)
    throw new Error(
      `scripts/lint/table-homes.js: the ${table} table's stillAllowed names files that are gone: ${gone.join(', ')}`,
    );
}
const SCHEMA_FOLDER = path.join(import.meta.dirname, 'packages/db/src/schema');

/** The table file (packages/db/src/schema/<name>.ts) an import names, or undefined. */
function tableOf(source, importer) {
  const named = source.match(/^@skillmatch\/db\/schema\/([^/]+)$/)?.[1];
  if (named) return named.replace(/\.ts$/, '');
  if (!source.startsWith('.')) return undefined;
  const resolved = path.resolve(path.dirname(importer), source);
  return path.dirname(resolved) === SCHEMA_FOLDER ? path.basename(resolved).replace(/\.ts$/, '') : undefined;
}

/** Project rules that no plugin offers in the shape we want. */
const projectRules = {
  rules: {
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: "{{name}}".' } },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!KEBAB_CASE.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
    'table-homes': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          outside:
            'The {{table}} table is queried only in its home module ({{home}}): call a function it exports (scripts/lint/table-homes.js).',
          homeless: 'The {{table}} table has no home module: give it one in scripts/lint/table-homes.js.',
        },
      },
      create(context) {
        const file = path.relative(SERVER_SOURCE, context.filename).split(path.sep).join('/');
        if (file.startsWith('..') || file.endsWith('.test.ts')) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const table = tableOf(source, context.filename);
          if (!table) return;
          const rule = TABLE_HOMES[table];
          if (!rule) return context.report({ node, messageId: 'homeless', data: { table } });
          const allowed = [...rule.home, ...(rule.readModels ?? []), ...(rule.stillAllowed ?? [])];
          if (!allowed.some((glob) => path.matchesGlob(file, glob)))
            context.report({ node, messageId: 'outside', data: { table, home: rule.home.join(', ') } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          cross:
            'Feature "{{from}}" may not import feature "{{to}}": move the shared piece to components/ or lib/.',
        },
      },
      create(context) {
        const featureOf = (file) =>
          file
            .split(path.sep)
            .join('/')
            .match(/\/src\/features\/([^/]+)\//)?.[1];
        const from = featureOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
          if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, project: projectRules },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'project/kebab-case-file-names': 'error',
      'project/table-homes': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'project/no-cross-feature-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@skillmatch/db/*', '@skillmatch/server/*', '**/apps/server/**'],
              message: 'The web app imports @skillmatch/shared only.',
            },
          ],
        },
      ],
    },
  },
);
