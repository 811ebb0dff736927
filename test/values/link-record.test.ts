import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPresignedLink, presignedLinkExpiry } from '../../src/refresh-link/decision.ts';
import { editValues } from '../../src/values/edit.ts';
import { findLinkRecord, formatLinkRecord, parseLinkRecord, readRecordedLink } from '../../src/values/link-record.ts';
import { FRESH_LINK, FRESH_RECORD, JOB_ID } from './golden-cases.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');

describe('the note beside bundleUrl', () => {
  it('round-trips through its comment form', () => {
    const text = formatLinkRecord(FRESH_RECORD);
    expect(text).toBe('docs-export: job=se_3f9a2c1b8e7d4a06 expires=2026-11-28T05:31:56Z');
    expect(parseLinkRecord(`# ${text}`)).toEqual(FRESH_RECORD);
    expect(parseLinkRecord(formatLinkRecord({ jobId: JOB_ID }))).toEqual({ jobId: JOB_ID });
  });

  it('is found inside a longer comment, and nowhere else', () => {
    expect(parseLinkRecord('# pinned by ops # docs-export: job=se_1 expires=2026-01-01T00:00:00Z')).toEqual({
      jobId: 'se_1',
      expiresAt: '2026-01-01T00:00:00Z',
    });
    expect(parseLinkRecord('# optional pin')).toBeUndefined();
    expect(parseLinkRecord('# docs-export: nothing here')).toBeUndefined();
    const comment = '# keep # docs-export: job=se_1';
    expect(findLinkRecord(comment)).toEqual({ start: 9, end: comment.length });
  });

  it('is read back from every golden output, under its key path', () => {
    expect(
      readRecordedLink(fs.readFileSync(path.join(FIXTURES, 'chart.expected.yaml'), 'utf8'), ['staticExport']),
    ).toEqual({ bundleUrl: FRESH_LINK, record: FRESH_RECORD });
    expect(
      readRecordedLink(fs.readFileSync(path.join(FIXTURES, 'crlf.expected.yaml'), 'utf8'), ['staticExport']).record,
    ).toEqual(FRESH_RECORD);
    expect(
      readRecordedLink(fs.readFileSync(path.join(FIXTURES, 'nested.expected.yaml'), 'utf8'), ['docs', 'staticExport'])
        .record,
    ).toEqual(FRESH_RECORD);
    expect(
      readRecordedLink(fs.readFileSync(path.join(FIXTURES, 'missing-parent.expected.yaml'), 'utf8'), [
        'docs',
        'staticExport',
      ]).record,
    ).toEqual({ jobId: JOB_ID });
  });

  it('reads what an edit wrote, and nothing from files without it', () => {
    const { text } = editValues('a: 1\n', { keyPath: ['x', 'y'], bundleUrl: FRESH_LINK, record: FRESH_RECORD });
    expect(readRecordedLink(text, ['x', 'y'])).toEqual({ bundleUrl: FRESH_LINK, record: FRESH_RECORD });
    expect(readRecordedLink(text, ['staticExport'])).toEqual({});
    expect(readRecordedLink('', ['staticExport'])).toEqual({});
    expect(readRecordedLink('staticExport:\n  bundleUrl: https://a/b # hand-written\n', ['staticExport'])).toEqual({
      bundleUrl: 'https://a/b',
    });
    expect(readRecordedLink('staticExport: 3\n', ['staticExport'])).toEqual({});
  });
});

describe('expiry read from the link itself', () => {
  it('adds X-Amz-Expires to X-Amz-Date', () => {
    expect(presignedLinkExpiry(FRESH_LINK)).toBe(Date.parse('2026-11-28T05:31:56Z'));
  });

  it('knows SigV2 Expires, and says nothing for other links', () => {
    expect(presignedLinkExpiry('https://b.s3.amazonaws.com/k?AWSAccessKeyId=A&Expires=1795000000&Signature=x')).toBe(
      1_795_000_000_000,
    );
    expect(presignedLinkExpiry('https://mirror.internal/bundle.tar.gz')).toBeUndefined();
    expect(presignedLinkExpiry('https://b/k?X-Amz-Date=garbage&X-Amz-Expires=60')).toBeUndefined();
    expect(presignedLinkExpiry('not a url')).toBeUndefined();
    expect(isPresignedLink(FRESH_LINK)).toBe(true);
    expect(isPresignedLink('https://mirror.internal/bundle.tar.gz')).toBe(false);
  });
});
