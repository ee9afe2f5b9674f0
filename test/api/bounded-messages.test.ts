/** Issue 21, item 10: an unknown query parameter of 1 MB gave a 1,000,101-character message. */
import { describe, expect, it } from 'vitest';
import { validateObject, validateRequest } from '../../src/api/index.js';

describe('API messages are bounded', () => {
  it('an unknown query parameter and an unknown object name of 1 MB are quoted in part', () => {
    const big = 'q'.repeat(1_000_000);
    const request = validateRequest({ method: 'GET', url: `/protocols/catalog?version=5.2&${big}=1`, headers: { 'X-API-Key': 'k' } });
    const unknown = request.diagnostics.find((d) => d.code === 'key/unknown');
    expect(unknown).toBeDefined();
    expect(unknown!.message.length).toBeLessThanOrEqual(1000);
    for (const d of validateObject(big as never, {}).diagnostics) expect(d.message.length).toBeLessThanOrEqual(1000);
  });
});
