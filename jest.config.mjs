const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  rootDir: import.meta.dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/releases/'],
};

/** The projects of code that runs on Node itself: servers, functions and tools. */
const node = {
  ...base,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-node.ts'],
};

const browser = {
  ...base,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts'],
  // The Invoker Commands polyfill is an ES module only, exported for `import` alone.
  moduleNameMapper: { '^invokers-polyfill/fn$': '<rootDir>/node_modules/invokers-polyfill/invoker.js' },
  transformIgnorePatterns: ['/node_modules/(?!invokers-polyfill/)'],
};

/** One Jest run for every package: jsdom for the UI, node for the functions. */
export default {
  // A worker per core: Jest's default leaves one core to itself, which on two cores halves the run.
  maxWorkers: '100%',
  projects: [
    { ...browser, displayName: 'shared-data', roots: ['<rootDir>/shared-data/src'] },
    { ...browser, displayName: 'shared-ui', roots: ['<rootDir>/shared-ui/src'] },
    {
      ...browser,
      displayName: 'apps',
      roots: [
        '<rootDir>/shell/src',
        '<rootDir>/marketing-app/src',
        '<rootDir>/digital-app/src',
        '<rootDir>/ambassador-app/src',
        '<rootDir>/admin-app/src',
      ],
    },
    {
      ...node,
      displayName: 'shell-server',
      roots: ['<rootDir>/shell/server'],
      // p-limit is an ES module only.
      transformIgnorePatterns: ['/node_modules/(?!(p-limit|yocto-queue)/)'],
    },
    {
      ...node,
      displayName: 'functions',
      roots: ['<rootDir>/functions/src'],
      // PGlite's CommonJS build loads Node built-ins with import(), which Jest's CommonJS runtime rejects
      // (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING_FLAG) unless Node runs with --experimental-vm-modules:
      // swc rewrites those import() calls into require().
      transform: { ...base.transform, '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
      globalSetup: '<rootDir>/functions/src/test/global-setup.ts',
      globalTeardown: '<rootDir>/functions/src/test/global-teardown.ts',
    },
    {
      ...node,
      displayName: 'tools',
      roots: ['<rootDir>/tools'],
      testMatch: ['<rootDir>/tools/**/*.test.ts'],
      // png-to-ico is an ES module only.
      transformIgnorePatterns: ['/node_modules/(?!png-to-ico/)'],
    },
  ],
};
