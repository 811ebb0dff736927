import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { renameWhenUnlocked } from '../../src/util/rename.ts';

const failure = (code: string) => Object.assign(new Error(`${code}: operation not permitted, rename`), { code });

describe('renameWhenUnlocked', () => {
  it('retries while the file is locked (EPERM, EBUSY, EACCES), then renames', async () => {
    const clock = virtualClock();
    const codes = ['EPERM', 'EBUSY', 'EACCES'];
    const tries: string[] = [];
    await renameWhenUnlocked('a.tmp', 'a', clock, (from, to) => {
      tries.push(`${from} -> ${to}`);
      const code = codes.shift();
      return code ? Promise.reject(failure(code)) : Promise.resolve();
    });
    expect(tries).toEqual(Array(4).fill('a.tmp -> a'));
    expect(clock.slept).toEqual([100, 250, 500]);
  });

  it('gives up after a few seconds with the last error as it came', async () => {
    const clock = virtualClock();
    const locked = failure('EBUSY');
    await expect(renameWhenUnlocked('a.tmp', 'a', clock, () => Promise.reject(locked))).rejects.toBe(locked);
    expect(clock.slept.length).toBeGreaterThan(2);
    expect(clock.slept.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(5_000);
  });

  it('throws any other error at once', async () => {
    const clock = virtualClock();
    const crossDevice = failure('EXDEV');
    await expect(renameWhenUnlocked('a.tmp', 'a', clock, () => Promise.reject(crossDevice))).rejects.toBe(crossDevice);
    expect(clock.slept).toEqual([]);
  });
});
