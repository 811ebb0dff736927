import { describe, expect, it } from 'vitest';
import { adviceFor, readErrorBody } from '../../src/client/errors.ts';
import { formatDuration } from '../../src/util/format.ts';
import {
  backoffDelayMs,
  decideRetry,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  parseRetryAfter,
} from '../../src/util/retry.ts';

const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1000, maxDelayMs: 8000, maxAttempts: 5 };
const NOW = Date.UTC(2026, 10, 21, 12);

describe('backoffDelayMs (full jitter)', () => {
  it('spans [0, min(cap, base * 2^n)) for any random value', () => {
    for (let retry = 0; retry < 8; retry++) {
      const ceiling = Math.min(8000, 1000 * 2 ** retry);
      expect(backoffDelayMs(retry, policy, () => 0)).toBe(0);
      expect(backoffDelayMs(retry, policy, () => 0.5)).toBe(ceiling / 2);
      for (let i = 0; i < 200; i++) {
        const delay = backoffDelayMs(retry, policy, Math.random);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
  });

  it('stays in range when a random source misbehaves', () => {
    expect(backoffDelayMs(2, policy, () => 7)).toBe(4000);
    expect(backoffDelayMs(2, policy, () => -1)).toBe(0);
  });
});

describe('decideRetry', () => {
  const failed = { attempt: 1, retryable: true, elapsedMs: 0 };
  it('retries with backoff, or with Retry-After when given', () => {
    expect(decideRetry(failed, policy, () => 0.5)).toEqual({ action: 'retry', delayMs: 500, basis: 'backoff' });
    expect(decideRetry({ ...failed, retryAfterMs: 3000 }, policy, () => 0.5)).toEqual({
      action: 'retry',
      delayMs: 3000,
      basis: 'retry-after',
    });
  });
  it('stops for what is not retryable, after the last attempt, past the Retry-After cap or the time bound', () => {
    expect(decideRetry({ ...failed, retryable: false }, policy, Math.random)).toEqual({
      action: 'stop',
      reason: 'not-retryable',
    });
    expect(decideRetry({ ...failed, attempt: 5 }, policy, Math.random)).toEqual({ action: 'stop', reason: 'attempts' });
    expect(decideRetry({ ...failed, retryAfterMs: 60_001 }, policy, Math.random)).toEqual({
      action: 'stop',
      reason: 'retry-after-too-long',
    });
    expect(decideRetry({ ...failed, retryAfterMs: 90_000 }, policy, Math.random, 120_000).action).toBe('retry');
    expect(decideRetry({ ...failed, elapsedMs: 179_000, retryAfterMs: 2000 }, policy, Math.random)).toEqual({
      action: 'stop',
      reason: 'time-limit',
    });
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [504, true],
    [501, false],
    [400, false],
    [404, false],
    [409, false],
  ])('%i -> %s', (status, expected) => expect(isRetryableStatus(status)).toBe(expected));
});

describe('parseRetryAfter', () => {
  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['1.5', 1500],
    ['Sat, 21 Nov 2026 12:01:30 GMT', 90_000],
    ['Sat, 21 Nov 2026 11:00:00 GMT', 0],
    ['', undefined],
    [undefined, undefined],
    ['soon', undefined],
    ['-5', undefined],
    ['2026', 2_026_000],
  ])('%j -> %s', (value, expected) => expect(parseRetryAfter(value, NOW)).toBe(expected));
});

describe('readErrorBody', () => {
  it('reads the error object, tolerating string details and a message field', () => {
    expect(readErrorBody('{"error":"bad","details":[{"message":"a"},"b",{"x":1}]}', 'application/json', [])).toEqual({
      error: 'bad',
      details: ['a', 'b'],
    });
    expect(readErrorBody('{"message":"nope"}', undefined, [])).toEqual({ error: 'nope', details: [] });
  });
  it('recognises HTML without a content type, and empty bodies', () => {
    expect(readErrorBody('<!DOCTYPE html><html></html>', undefined, []).note).toBe(
      'the service answered with an HTML page, not JSON',
    );
    expect(readErrorBody('  \n', 'application/json', []).note).toBe('the service answered with an empty body');
    expect(readErrorBody('[1,2]', 'application/json', []).note).toBe(
      'the service answered with JSON that is not an error object',
    );
  });
});

describe('adviceFor', () => {
  it('words 429 by endpoint', () => {
    expect(adviceFor(429, 'GET', 'analytics', 61_000, NOW)).toBe(
      "the organization's hourly analytics quota (100 requests an hour, shared by every tool of the organization) is spent; retry after 1m 1s (at 2026-11-21T12:01:01Z)",
    );
    expect(adviceFor(429, 'GET', 'job', undefined, NOW)).toBe('the service is limiting requests; retry after a while');
  });
});

describe('text helpers', () => {
  it('formats durations', () => {
    expect([250, 1000, 59_400, 61_000, 3_600_000, 5_400_000].map(formatDuration)).toEqual([
      '250ms',
      '1s',
      '59s',
      '1m 1s',
      '1h',
      '1h 30m',
    ]);
  });
});
