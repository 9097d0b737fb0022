/**
 * Unit and component tests (jsdom) and server tests (node). Browser tests have
 * their own config: jest.e2e.config.mjs.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: '.',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/support/dom/mocks/style.ts',
    '\\.(png|jpe?g|gif|svg|webp|avif|pdf)$': '<rootDir>/test/support/dom/mocks/file.ts',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@theme-original/(.*)$': '<rootDir>/test/support/dom/mocks/theme-original/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '<rootDir>/test/support/dom/mocks/theme/$1'],
    '^@docusaurus/router$': 'react-router-dom',
    '^@docusaurus/(Link|Translate|useBaseUrl|useDocusaurusContext|useGlobalData|Head|BrowserOnly|ExecutionEnvironment|useIsBrowser|Interpolate|useBrokenLinks)$':
      '<rootDir>/test/support/dom/mocks/docusaurus/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/', '/tests/e2e/'],
  // The compiled server and CI's Node 24 tools (.ci/run) are no modules of the tests.
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.ci/'],
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/test/support/dom/setup-dom.ts'],
      // marked (the documents plugin's Markdown parser) is ESM only: let swc compile it.
      transformIgnorePatterns: ['/node_modules/(?!marked/)'],
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/plugins/**/__tests__/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '/src/domain/'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      // light-my-request (Fastify's inject) requires `cookie` 2, which is ESM only, and @fastify/cookie
      // import()s it: let swc compile both to require(), which jest can run without ESM support.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|@fastify/cookie)/)'],
      testMatch: [
        '<rootDir>/server/**/__tests__/**/*.test.ts',
        '<rootDir>/src/domain/**/__tests__/**/*.test.ts',
        '<rootDir>/test/**/__tests__/**/*.test.ts',
        '<rootDir>/bench/**/__tests__/**/*.test.ts',
      ],
    },
  ],
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
};
