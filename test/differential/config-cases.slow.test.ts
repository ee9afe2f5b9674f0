/** config-cases.ts with the real agent run live on every case (where ../shared/real-agent starts). */
import { configCases } from './config-cases.js';

configCases(true);
