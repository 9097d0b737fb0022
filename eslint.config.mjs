import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';
import boundaries from 'eslint-plugin-boundaries';

// Boundaries between the parts (ARCHITECTURE.md): the domain is pure TypeScript shared by browser and
// server, the server never renders, and the browser never imports server code.
const NODE_MODULES = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const UI_MODULES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-final-form',
  '@docusaurus/*',
  '@theme/*',
  '@theme-original/*',
];
const UI_PATHS = [
  '**/components/**',
  '**/theme/**',
  '**/pages/**',
  '@site/src/components/**',
  '@site/src/theme/**',
  '@site/src/pages/**',
];
const SERVER_PATHS = [
  '**/server/**',
  '@site/server/**',
  'fastify',
  '@fastify/*',
  'kysely',
  'better-sqlite3',
  'pg',
  'nodemailer',
];

// TypeScript checks globals project-wide (lib dom + @types/node), so each folder refuses the other side's.
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history'];
const NODE_GLOBALS = ['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'];
const refuseGlobals = (names, where) => [
  'error',
  ...names.map((name) => ({ name, message: `${name} does not exist in ${where}.` })),
];

// A route's request parts are typed by its valibot schema (server/http/valibot-provider.ts): a cast
// on them hides a part the schema does not check. Covers `request.body as X`, `(request.body as X)?.y`,
// `<X>request.query` and `request?.params as X`.
const REQUEST_PART = '[property.name=/^(body|params|query)$/][object.name=/^(request|req)$/]';
const REQUEST_CAST_MESSAGE =
  'No casts on request.body/params/query: give the route a valibot schema (server/http/valibot-provider.ts) and read the typed value.';
const NO_REQUEST_CASTS = [
  'error',
  ...['TSAsExpression', 'TSTypeAssertion'].flatMap((cast) => [
    { selector: `${cast} > MemberExpression.expression${REQUEST_PART}`, message: REQUEST_CAST_MESSAGE },
    {
      selector: `${cast} > ChainExpression.expression > MemberExpression${REQUEST_PART}`,
      message: REQUEST_CAST_MESSAGE,
    },
  ]),
];

// The app's clock (server/clock.ts, moved by TODAY/CLOCK) is the server's only time: code that reads
// the real one works on another day than the rest of the app. Covers `new Date()`, `Date()` and
// `Date.now` (called or passed on); `new Date(x)` and `Date.parse` read no clock.
const CLOCK_MESSAGE =
  "The app's clock is the one clock: take `now` from the caller; TODAY/CLOCK move it in tests and development (server/clock.ts).";
const NO_REAL_CLOCK = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
  { selector: "CallExpression[callee.name='Date']", message: CLOCK_MESSAGE },
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: CLOCK_MESSAGE },
];

// The browser's code reads the visitor's time through src/components/visitorClock.ts only.
const VISITOR_CLOCK_MESSAGE =
  "Read the visitor's time through src/components/visitorClock.ts (visitorNow, visitorToday).";
const NO_VISITOR_CLOCK = NO_REAL_CLOCK.map((rule) => ({ ...rule, message: VISITOR_CLOCK_MESSAGE }));

// Server folders that hold no cast keep none (ARCHITECTURE.md): a value of unknown shape is read by a
// valibot schema or a type guard, a caught error through server/errors.ts. `as const` is no cast and
// stays allowed. The folders not listed still hold the casts ARCHITECTURE.md names.
const CAST_FREE_SERVER = [
  'server/*.ts',
  'server/cli/**/*.ts',
  'server/http/**/*.ts',
  'server/metrics/**/*.ts',
  'server/newsletter/**/*.ts',
  'server/routes/**/*.ts',
  'server/schools/**/*.ts',
  'server/security/**/*.ts',
  'server/static/**/*.ts',
  'server/staff/*.ts',
  'server/audit/**/*.ts',
  'server/staff-store/**/*.ts',
  'server/storage/**/*.ts',
  'server/registrations/**/*.ts',
  'server/registration-records/**/*.ts',
  'server/registration-service/**/*.ts',
  'server/newsletter-store/**/*.ts',
  'server/answers/**/*.ts',
  'server/submissions/store/**/*.ts',
];

// The server's folders in layers (ARCHITECTURE.md, "The server's layers"): a folder imports its own
// layer's foundation or data folders and any lower layer, never a higher one; a feature never imports
// another feature, and a service only the services listed before it, so no two services make a circle.
// Files in server/ itself are their own elements.
const SERVER_LAYERS = [
  {
    layer: 'foundation',
    folders: ['storage', 'security', 'http', 'static'],
    files: ['clock.ts', 'errors.ts', 'project-root.ts', 'node-support.ts'],
  },
  {
    layer: 'data',
    folders: ['schools', 'submissions/store', 'audit', 'staff-store', 'newsletter-store', 'registration-records'],
    files: [],
  },
  { layer: 'services', folders: ['mail', 'answers', 'registration-service'], files: [] },
  {
    layer: 'features',
    folders: ['submissions', 'registrations', 'newsletter', 'staff', 'privacy', 'metrics', 'routes'],
    files: [],
  },
  // config.ts reads every feature's setting and default, so it sits with the app that hands them out;
  // app-services.ts decorates the app with the store's repository.
  { layer: 'app', folders: ['cli'], files: ['config.ts', 'app-services.ts', 'app.ts', 'main.ts'] },
];
const SIBLINGS_MAY_IMPORT = new Set(['foundation', 'data', 'app']);
const ORDERED_SIBLINGS = new Set(['services']);
const serverElements = SERVER_LAYERS.flatMap(({ layer, folders, files }) => [
  ...folders.map((folder, order) => ({
    name: folder,
    layer,
    order,
    element: { type: `server:${folder}`, pattern: `server/${folder}` },
  })),
  ...files.map((file) => ({
    name: file,
    layer,
    order: 0,
    element: { type: `server:${file}`, pattern: `server/${file}`, mode: 'file' },
  })),
]);
// The store's folder lies inside submissions/: it is listed first so a file there is the store's.
const SERVER_ELEMENTS = [...serverElements].sort((a, b) => b.name.split('/').length - a.name.split('/').length);
const layerIndex = (layer) => SERVER_LAYERS.findIndex((entry) => entry.layer === layer);
const siblingRefused = (from, other) =>
  ORDERED_SIBLINGS.has(from.layer) ? other.order > from.order : !SIBLINGS_MAY_IMPORT.has(from.layer);
const LAYER_POLICIES = SERVER_ELEMENTS.map((from) => {
  const { name, layer } = from;
  const refused = SERVER_ELEMENTS.filter(
    (other) =>
      layerIndex(other.layer) > layerIndex(layer) ||
      (other.layer === layer && other.name !== name && siblingRefused(from, other)),
  );
  return {
    from: { element: { type: `server:${name}` } },
    disallow: { to: { element: { types: { anyOf: refused.map((other) => `server:${other.name}`) } } } },
    message: `server/${name} (${layer}) must not import {{to.element.type}}: import only lower layers, no sibling feature and no later service (ARCHITECTURE.md, "The server's layers").`,
  };
});

/** A `no-restricted-imports` rule naming why the import is refused. */
const restrict = (message, groups, paths = []) => [
  'error',
  { paths: paths.map((name) => ({ name, message })), patterns: [{ group: groups, message }] },
];

// test/lint lints its fixtures as if they lived at paths where no file is (../lint-as.ts), which no
// TypeScript project holds: it sets LINT_UNTYPED, and the type-aware rules skip every file.
const UNTYPED_PATHS = process.env.LINT_UNTYPED === '1' ? ['**'] : [];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-preview/',
      'dist/',
      '.ci/node24/',
      '.docusaurus/',
      'node_modules/',
      'data/',
      'coverage/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Type-aware rules, for the bugs only a type shows: a promise nobody awaits or handles, a promise
  // where a plain value is expected (an event handler, a condition), an await of what is no promise, a
  // cast to the type a value already has, a throw of what is no Error. Each file is read with its own
  // TypeScript project (tsconfig.json lists them). Tests, benches and scripts are left out: their
  // project holds the whole code base, and building it would double the linter's time.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'test/**', 'tests/**', 'bench/**', 'scripts/**', ...UNTYPED_PATHS],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  // What the type-aware rules found in server/, left as it is while the server is edited elsewhere: to
  // be fixed there and these lines dropped (issue 66).
  { files: ['server/app.ts'], rules: { '@typescript-eslint/no-misused-promises': 'off' } },
  {
    files: ['server/privacy/contact-entries.ts', 'server/submissions/intake.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  // Browser code: browser globals only, and no server code.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', 'src/**/__tests__/**'],
    languageOptions: { globals: { ...globals.browser, process: 'readonly' } },
    rules: {
      'no-restricted-imports': restrict(
        'Browser code must not import server code; share it through src/domain.',
        SERVER_PATHS,
      ),
      'no-restricted-globals': refuseGlobals(
        NODE_GLOBALS.filter((name) => name !== 'process'),
        'the browser',
      ),
      'no-restricted-syntax': ['error', ...NO_VISITOR_CLOCK],
    },
  },
  { files: ['src/components/visitorClock.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // The domain: no React, no Node, no components, no server; only the globals of the language itself.
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/__tests__/**'],
    languageOptions: { globals: { ...globals.es2021, ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': restrict(
        'src/domain is pure TypeScript shared by browser and server: no React, Node, component or server imports.',
        [...UI_MODULES, ...UI_PATHS, ...SERVER_PATHS],
        NODE_MODULES,
      ),
      'no-restricted-globals': refuseGlobals(
        [...BROWSER_GLOBALS, ...NODE_GLOBALS],
        'src/domain (shared by browser and server)',
      ),
    },
  },
  // The server: Node, and no component or theme code.
  {
    files: ['server/**/*.ts', 'test/support/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': restrict('The server must not import components, theme or React code.', [
        ...UI_MODULES,
        ...UI_PATHS,
      ]),
      'no-restricted-globals': refuseGlobals(BROWSER_GLOBALS, 'the server'),
      'no-restricted-syntax': NO_REQUEST_CASTS,
    },
  },
  // The server reads the time from the app's clock only; server/clock.ts is where the real time is read.
  // Tests set their own times. (A later `no-restricted-syntax` replaces the earlier one: both lists here.)
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/__tests__/**', 'server/clock.ts'],
    rules: { 'no-restricted-syntax': [...NO_REQUEST_CASTS, ...NO_REAL_CLOCK] },
  },
  {
    files: CAST_FREE_SERVER,
    // Migrations are frozen as they ran; tests build odd values on purpose.
    ignores: ['server/**/__tests__/**', 'server/storage/migrations/**'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  // The server's layers: no import runs up a layer or across to a sibling feature.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/__tests__/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': SERVER_ELEMENTS.map(({ element }) => element),
      // `mode: 'file'` makes one file (server/config.ts, app.ts, …) an element; v7 calls it legacy and warns.
      'boundaries/legacy-warnings': false,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: LAYER_POLICIES }],
    },
  },
  // Browser tests run in Node and pass functions to the page.
  {
    files: ['tests/e2e/**/*.ts', 'test/support/browser/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // CommonJS files (the plain-JavaScript `npm start` launcher) load modules with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
