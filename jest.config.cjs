/** Unit and component tests of the front ends and shared packages (the API has its own runner). */
const { remotes } = require('./packages/contracts/remote-registry.json');

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

const project = (rootDir) => ({
  displayName: rootDir,
  rootDir: `<rootDir>/${rootDir}`,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '\\.(css|scss|svg|png|webp|jpg)$': require.resolve('./jest.asset-stub.cjs') },
  setupFilesAfterEnv: [require.resolve('./jest.setup.ts')],
});

module.exports = {
  projects: [
    'packages/contracts',
    'packages/event-bus',
    'packages/router',
    'packages/api-client',
    'packages/ui',
    'shell',
    ...Object.values(remotes).map(({ app }) => app),
  ].map(project),
};
