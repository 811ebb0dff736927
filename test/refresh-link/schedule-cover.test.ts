import { describe, expect, it } from 'vitest';
import { longestGapMs, scheduleCoverWarning, scheduleOfEvent } from '../../src/refresh-link/schedule-cover.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-03-02T04:20:00Z'); // a Monday

describe('longestGapMs: the longest wait between two runs of a cron', () => {
  it.each([
    ['17 4 * * *', 24],
    ['17 */3 * * *', 3],
    ['0 9 * * 1-5', 72], // Friday to Monday
    ['30 5 * * 1', 168],
    ['0 0,12 * * *', 12],
  ])('%s: %i h', (cron, hours) => {
    expect(longestGapMs(cron, NOW)).toBe(hours * HOUR);
  });

  it('is undefined for a cron it cannot read', () => {
    expect(longestGapMs('every day', NOW)).toBeUndefined();
  });
});

describe('scheduleOfEvent', () => {
  it('reads the cron of a schedule event only', () => {
    expect(scheduleOfEvent('schedule', { schedule: '17 4 * * *' })).toBe('17 4 * * *');
    expect(scheduleOfEvent('workflow_dispatch', { schedule: '17 4 * * *' })).toBeUndefined();
    expect(scheduleOfEvent('schedule', {})).toBeUndefined();
  });
});

describe('scheduleCoverWarning', () => {
  const facts = { nowMs: NOW, refreshBeforeMs: 24 * HOUR };

  it('warns when a link that lives 24 h is written on a daily schedule, and says how often to run', () => {
    const warning = scheduleCoverWarning({ ...facts, cron: '17 4 * * *', expiresAtMs: NOW + 24 * HOUR, written: true });
    expect(warning).toBe(
      'If GitHub drops one run of the schedule `17 4 * * *` (it does under load) and starts the next an hour late, the ' +
        'next run that can renew the link comes 49h from now and finds the link written now expired: less than the 12h ' +
        "a deployment should keep. The service's links live 24h: schedule refresh-link at least every 5h 30m.",
    );
  });

  it('says nothing when the schedule keeps the link above 12 h', () => {
    expect(
      scheduleCoverWarning({ ...facts, cron: '17 */3 * * *', expiresAtMs: NOW + 24 * HOUR, written: true }),
    ).toBeUndefined();
    expect(
      scheduleCoverWarning({ ...facts, cron: '17 4 * * *', expiresAtMs: NOW + 7 * 24 * HOUR, written: true }),
    ).toBeUndefined();
  });

  it('warns on a skipped link that `refresh-before` leaves too short for the schedule, naming one that holds through a 12 h outage', () => {
    const warning = scheduleCoverWarning({
      ...facts,
      cron: '17 4 * * *',
      expiresAtMs: NOW + 50 * HOUR,
      written: false,
    });
    expect(warning).toContain('finds the link in the values with 1h left');
    expect(warning).toContain(
      'Raise `refresh-before` (now 24h) to at least 73h (it then holds through a 12h service outage), or schedule ' +
        'refresh-link at least every 18h 30m.',
    );
  });

  it('names 31h for the example schedule: two 3 h gaps, an hour of delay, a 12 h outage and the 12 h margin', () => {
    const warning = scheduleCoverWarning({
      ...facts,
      cron: '17 */3 * * *',
      expiresAtMs: NOW + 18 * HOUR,
      written: false,
    });
    expect(warning).toContain(
      'Raise `refresh-before` (now 24h) to at least 31h (it then holds through a 12h service outage)',
    );
  });

  it('counts one dropped run: a 24 h link every 6 hours is too short, every 3 hours is not', () => {
    const every6 = scheduleCoverWarning({
      ...facts,
      cron: '17 */6 * * *',
      expiresAtMs: NOW + 24 * HOUR,
      written: true,
    });
    expect(every6).toContain('comes 13h from now and finds the link written now with 11h left');
    expect(
      scheduleCoverWarning({ ...facts, cron: '17 */3 * * *', expiresAtMs: NOW + 24 * HOUR, written: true }),
    ).toBeUndefined();
  });
});
