/** The verdicts of config-cases.ts against the recorded runs of the real agent (the live runs: config-cases.slow.test.ts). */
import { configCases } from './config-cases.js';

configCases(false);
