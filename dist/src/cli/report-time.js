/** When a report says the run happened (JUnit's `timestamp`). */
import { junitTimestamp } from '../format/junit.js';
/**
 * Now, or `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds convention) when it is
 * set to a whole number, so a report can be made byte for byte again.
 */
export function reportTimestamp(env = process.env) {
    const epoch = env.SOURCE_DATE_EPOCH;
    const seconds = epoch !== undefined && /^\d{1,12}$/.test(epoch) ? Number(epoch) : undefined;
    return junitTimestamp(seconds === undefined ? new Date() : new Date(seconds * 1000));
}
