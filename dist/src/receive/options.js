/** Defaults: far above what one record or one aggregator batch needs, far below what hurts. */
export const defaultLimits = {
    maxBody: 16 * 1024 * 1024,
    maxDecoded: 64 * 1024 * 1024,
    timeout: 30_000,
    maxConnections: 256,
    maxSave: 4 * 1024 ** 3,
};
