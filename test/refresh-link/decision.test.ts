import { describe, expect, it } from 'vitest';
import { decideRefresh, jobIdInLink } from '../../src/refresh-link/decision.ts';
import type { RefreshFacts } from '../../src/refresh-link/decision.ts';
import { stringContaining } from '../support/matchers.ts';
import { FRESH_LINK, FRESH_RECORD, JOB_ID } from '../values/golden-cases.ts';

const HOUR = 3_600_000;
const EXPIRES = Date.parse(FRESH_RECORD.expiresAt);
const facts = (over: Partial<RefreshFacts>): RefreshFacts => ({
  nowMs: EXPIRES - 48 * HOUR,
  refreshBeforeMs: 24 * HOUR,
  recorded: { bundleUrl: FRESH_LINK, record: FRESH_RECORD },
  hasValuesFile: true,
  ...over,
});

describe('decideRefresh', () => {
  it('skips while the link outlives refresh-before, and refreshes once inside it', () => {
    expect(decideRefresh(facts({}))).toMatchObject({
      action: 'skip',
      jobId: JOB_ID,
      expiresAt: FRESH_RECORD.expiresAt,
    });
    expect(decideRefresh(facts({ nowMs: EXPIRES - 24 * HOUR }))).toMatchObject({
      action: 'refresh',
      reason: stringContaining('in 24h'),
    });
    expect(decideRefresh(facts({ nowMs: EXPIRES + 2 * HOUR }))).toMatchObject({
      action: 'refresh',
      reason: stringContaining('expired at 2026-11-28T05:31:56Z (2h ago)'),
    });
  });

  it('falls back to the expiry in the link when the note has none', () => {
    const withoutNote = { bundleUrl: FRESH_LINK };
    expect(decideRefresh(facts({ recorded: withoutNote }))).toMatchObject({
      action: 'skip',
      jobId: JOB_ID,
      expiresAt: FRESH_RECORD.expiresAt,
    });
    expect(decideRefresh(facts({ recorded: withoutNote, nowMs: EXPIRES - HOUR }))).toMatchObject({ action: 'refresh' });
  });

  it('prefers the job-id input, and refreshes when the values hold another job', () => {
    expect(decideRefresh(facts({ jobIdInput: JOB_ID }))).toMatchObject({ action: 'skip' });
    expect(decideRefresh(facts({ jobIdInput: 'se_other' }))).toMatchObject({
      action: 'refresh',
      jobId: 'se_other',
      reason: stringContaining('belongs to job se_3f9a2c1b8e7d4a06'),
    });
  });

  it('refreshes when there is no link yet, and needs a job id for that', () => {
    expect(decideRefresh(facts({ recorded: {}, jobIdInput: JOB_ID }))).toMatchObject({
      action: 'refresh',
      jobId: JOB_ID,
    });
    expect(decideRefresh(facts({ recorded: {}, hasValuesFile: false, jobIdInput: JOB_ID }))).toMatchObject({
      action: 'refresh',
      reason: stringContaining('`bundle-url` output only'),
    });
    expect(decideRefresh(facts({ recorded: {} }))).toEqual({
      action: 'no-job',
      message: stringContaining('give the `job-id` input'),
    });
  });

  it('leaves a re-hosted link alone: it does not expire', () => {
    const recorded = { bundleUrl: 'https://mirror.internal/se_3f9a2c1b8e7d4a06.tar.gz', record: { jobId: JOB_ID } };
    expect(decideRefresh(facts({ recorded }))).toMatchObject({
      action: 'skip',
      reason: stringContaining('does not expire'),
    });
  });

  it('refreshes a presigned link whose expiry cannot be read', () => {
    const recorded = { bundleUrl: `https://b.s3.amazonaws.com/${JOB_ID}/bundle.tar.gz?X-Amz-Signature=abc` };
    expect(decideRefresh(facts({ recorded }))).toMatchObject({
      action: 'refresh',
      jobId: JOB_ID,
      reason: stringContaining('cannot be read'),
    });
  });

  it('finds the job in the path of a service link', () => {
    expect(jobIdInLink(FRESH_LINK)).toBe(JOB_ID);
    expect(jobIdInLink('https://mirror.internal/bundle.tar.gz')).toBeUndefined();
    expect(jobIdInLink(undefined)).toBeUndefined();
  });
});
