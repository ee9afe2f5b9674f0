/** The agent's update interval read from its main config, for the `agent_status` cadence rule of `receive --agent-config`. */
import { describe, expect, it } from 'vitest';
import { updateIntervalOf } from '../../src/receive/update-interval.js';

describe('updateIntervalOf', () => {
  it('reads [netifyd] update_interval, the last one given', () => {
    expect(updateIntervalOf('[netifyd]\nupdate_interval = 2\n')).toBe(2);
    expect(updateIntervalOf('[NetifyD]\nUpdate_Interval = 30\nupdate_interval = 5\n')).toBe(5);
  });

  it('is undefined when the config does not set a whole positive number there', () => {
    for (const text of [
      '',
      '[netifyd]\n',
      '[netify-api]\nupdate_interval = 2\n',
      '[netifyd]\nupdate_interval = 0\n',
      '[netifyd]\nupdate_interval = 2s\n',
      'garbage[',
    ]) {
      expect(updateIntervalOf(text)).toBeUndefined();
    }
  });
});
