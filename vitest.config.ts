import { defineConfig } from 'vitest/config';

/**
 * The quick suites, `npm test`. The slow ones (`*.slow.test.ts`: the real agent, Chromium, pre-commit,
 * the packed and installed package on every Node line) are `npm run test:slow`
 * (vitest.slow.config.ts). Time limits are only there to stop a hang: no test may depend on the
 * machine being fast, and a busy one can take many times what an idle one does.
 */
export const shared = {
  // The CLI tests run the real command, which runs the build in dist/.
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 600_000,
  hookTimeout: 600_000,
  reporters: ['default', './test/summary-reporter.ts'],
};

export default defineConfig({
  test: { ...shared, include: ['test/**/*.test.ts'], exclude: ['test/**/*.slow.test.ts', '**/node_modules/**'] },
});
