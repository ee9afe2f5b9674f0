import { defineConfig } from 'vitest/config';
import { shared } from './vitest.config.js';

/** The slow suites, `npm run test:slow`: the `*.slow.test.ts` files (README.md, "Set-up", says what each needs). */
export default defineConfig({
  test: { ...shared, include: ['test/**/*.slow.test.ts'] },
});
