import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import formatjs from 'eslint-plugin-formatjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import localRules from './scripts/eslint/no-english-in-jsx.mjs';

const restrict = (patterns) => ['error', { patterns }];

const root = path.dirname(fileURLToPath(import.meta.url));
const modulesDir = 'apps/api/src/modules';
const apiModules = readdirSync(path.join(root, modulesDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A module is reached only through its front door `<m>.module.ts`: its services, routes and
// *.queries.ts (its tables) are its own. Tests and the test kits under src/test may reach in.
const frontDoorZones = [
  ...apiModules.map((m) => ({
    target: [`${modulesDir}/!(${m})/**`, 'apps/api/src/!(modules|test)/**', 'apps/api/src/*.ts'],
    from: [`${modulesDir}/${m}/**`],
    except: [`**/${modulesDir}/${m}/${m}.module.ts`, `**/${modulesDir}/${m}/${m}.schema.ts`],
    message: `Other code reaches the ${m} module only through its front door, ${m}.module.ts.`,
  })),
  {
    target: `${modulesDir}/**`,
    from: ['apps/api/src/shared/**/*.queries.ts'],
    message:
      'Shared tables are used through their entry points (job-queue, mail-outbox, audit-log).',
  },
];

// Web imports flow one way (components/lib → features → app) and reach another folder of src
// through its `#` subpath import (apps/web/package.json `imports`), never a deep relative path.
const webDir = 'apps/web/src';
const webFeatures = readdirSync(path.join(root, webDir, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBase = [
  { group: ['@app/api*'], message: 'The web app talks to the API over HTTP only.' },
  {
    regex: '^(\\.\\./){2}',
    message:
      'Reach another folder of src through its # import (#components/…, #lib/…, #features/…).',
  },
];

// Every table has one owner: a module's tables (`<m>.schema.ts`) are read and written by that
// module's *.queries.ts; other modules ask its front door. Schema files may name other modules'
// tables for their foreign keys, and db/schema.ts gathers them all for drizzle-kit.
const tableZone = (m) => ({
  target: [
    `${modulesDir}/!(${m})/**/!(*.schema).ts`,
    'apps/api/src/!(modules|test|db)/**',
    'apps/api/src/*.ts',
  ],
  from: [`${modulesDir}/${m}/${m}.schema.ts`],
  message: `The ${m} tables belong to the ${m} module: ask its front door (a port) instead.`,
});

// The shared tables are written and read only behind their entry points (a module's schema file
// may still name them for a column type, as appointments do with the audit log's actor kind).
const sharedTableZone = (part, schema, entry) => ({
  target: [
    `${modulesDir}/**/!(*.schema).ts`,
    `apps/api/src/shared/!(${part})/**`,
    'apps/api/src/!(modules|shared|test|db)/**',
    'apps/api/src/*.ts',
  ],
  from: [`apps/api/src/shared/${part}/${schema}`],
  message: `The ${part} table is used through ${entry} only.`,
});
const sharedTableZones = [
  sharedTableZone('jobs', 'jobs.schema.ts', 'job-queue (enqueueJob, enqueueJobsPerRow)'),
  sharedTableZone('mail', 'outbox.schema.ts', 'mail-outbox'),
  sharedTableZone('audit', 'audit.schema.ts', 'audit-log'),
];

// Notifications write and queue every mail: no other module reaches the outbox (the dev mailbox
// only reads it). Other modules hand a template and its facts to the notices port.
const mailOutboxZone = {
  target: [`${modulesDir}/!(notifications|mail)/**/!(*.test).ts`],
  from: ['apps/api/src/shared/mail/mail-outbox.ts', 'apps/api/src/shared/mail/mail-kit.ts'],
  message:
    'Mail is written and queued by the notifications module: call its notices port (notices.mail) with a template and its facts.',
};

const pathZones = [
  ...frontDoorZones,
  ...sharedTableZones,
  ...apiModules.map(tableZone),
  mailOutboxZone,
];

// Screens whose words all come from the catalogues: no sentence typed into their JSX (text,
// labels, placeholders, titles, alternative texts). The admin console stays English (decision 0058),
// the policies are written texts per language (decision 0067).
const translatedScreens = [`${webDir}/lib/i18n/**`];
const everyScreen = [`${webDir}/**/*.tsx`];
const notTranslatedYet = [
  `${webDir}/features/admin/**`,
  `${webDir}/features/static-pages/content/**`,
];

const apiProductionFiles = {
  ignores: ['**/*.test.ts', 'apps/api/src/test/**', 'apps/api/src/db/schema.ts'],
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
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@app/api*', '@app/web*', 'react', 'fastify', 'drizzle-orm*', 'node:*'],
          message: 'The domain package is pure: no I/O, no framework, no app code.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': restrict(webBase),
    },
  },
  {
    files: [`${webDir}/components/**/*.{ts,tsx}`, `${webDir}/lib/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        ...webBase,
        {
          regex: '^(#(features|app)/|.*/(features|app)/)',
          message: 'components and lib sit below features and app.',
        },
      ]),
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`${webDir}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([
        ...webBase,
        {
          regex: `^#features/(?!${feature}/)|^#app/`,
          message:
            'A feature imports neither another feature nor app: share through components or lib.',
        },
      ]),
    },
  })),
  {
    // Messages: a literal id, English words written out, valid ICU (scripts/i18n.mjs extracts them).
    files: ['packages/domain/src/**/*.ts', 'apps/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-multiple-plurals': 'error',
    },
  },
  {
    // Production builds of the web app remove the English from message descriptors.
    files: ['packages/domain/src/**/*.ts', `${webDir}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/domain/src/i18n/translator.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='defaultMessage']",
          message: 'Shipped code has no defaultMessage: word a message with a translator.',
        },
      ],
    },
  },
  {
    files: everyScreen,
    ignores: ['**/*.test.tsx', ...notTranslatedYet],
    plugins: { local: localRules },
    rules: { 'local/no-english-in-jsx': 'error' },
  },
  {
    files: translatedScreens.map((dir) => `${dir}/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,description}']] } },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'import/ignore': ['node_modules'],
    },
    // Cycles between files are found by scripts/check-module-cycles.mjs (run by npm run lint), in a
    // fraction of a second: import/no-cycle took two fifths of all lint time.
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ...apiProductionFiles,
    rules: { 'import/no-restricted-paths': ['error', { basePath: root, zones: pathZones }] },
  },
  {
    files: ['apps/api/src/**/*.queries.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/db/schema', '**/db/schema.*'],
          message: 'Queries import their own tables from their own schema file, not db/schema.',
        },
      ]),
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.queries.ts', '**/*.schema.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'drizzle-orm',
            'drizzle-orm/*',
            '**/db/schema',
            '**/db/schema.*',
            '**/*.schema',
            '**/*.schema.*',
          ],
          message:
            'Only *.queries.ts touch SQL and the tables: call them (or the owning front door).',
        },
      ]),
    },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'drizzle-orm',
            'drizzle-orm/*',
            '**/db/schema',
            '**/db/schema.*',
            '**/*.schema',
            '**/*.schema.*',
            '**/*.queries',
            '**/*.queries.*',
          ],
          message: 'Routes call services; only *.queries.ts touch SQL.',
        },
      ]),
    },
  },
  {
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'fastify',
            'drizzle-orm',
            'drizzle-orm/*',
            '**/db/schema',
            '**/db/schema.*',
            '**/*.schema',
            '**/*.schema.*',
          ],
          message: 'Services see neither the request nor SQL: they call their *.queries.ts.',
        },
      ]),
    },
  },
);
