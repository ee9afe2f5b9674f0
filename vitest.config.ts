import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The CLI tests run the real command, which runs the build in dist/.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
