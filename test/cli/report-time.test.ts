import { describe, expect, it } from 'vitest';
import { reportTimestamp } from '../../src/cli/report-time.js';

describe('the time a report gives', () => {
  it('is SOURCE_DATE_EPOCH when it is a whole number of seconds', () => {
    expect(reportTimestamp({ SOURCE_DATE_EPOCH: '1769850300' })).toBe('2026-01-31T09:05:00');
    expect(reportTimestamp({ SOURCE_DATE_EPOCH: '0' })).toBe('1970-01-01T00:00:00');
  });

  it('is now otherwise, to the second with no zone', () => {
    for (const env of [{}, { SOURCE_DATE_EPOCH: '' }, { SOURCE_DATE_EPOCH: '-1' }, { SOURCE_DATE_EPOCH: '1e9' }]) {
      expect(reportTimestamp(env)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(reportTimestamp(env)).not.toMatch(/^1970/);
    }
  });
});
