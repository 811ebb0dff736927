// The record's framing: written at the end of a pull request body or a commit message, found again only in exactly
// that layout, within a bounded tail of a text anyone could have written (issue 17, finding 6).
import { describe, expect, it } from 'vitest';
import {
  findRecord,
  MAX_BLOCK_CHARACTERS,
  MAX_RECORD_IN_COMMIT,
  PULL_REQUEST_MARKER,
  recordBlock,
} from '../../src/manifest/framing.ts';

const DEPLOYED_JOB = 'se_0a1b2c3d4e5f6071';
const NEXT_JOB = 'se_3f9a2c1b8e7d4a06';
const RECORD = `v2.${'M'.repeat(43)}.${'p'.repeat(150)}.${'h'.repeat(30)}`;
const bodyWith = (record: string) =>
  `${PULL_REQUEST_MARKER}\n### Static export bundle link\n\ntext\n${recordBlock(DEPLOYED_JOB, 3, record, 'pull-request-body')}`;

describe('the manifest record', () => {
  it('round-trips in both layouts, wrapped, naming its job', () => {
    const record = RECORD;
    const body = bodyWith(record);
    expect(body).toMatch(
      /\n<!-- docs-export-action:bundle-manifest job=se_0a1b2c3d4e5f6071 pages=3\n[A-Za-z0-9_.-]{1,100}\n/,
    );
    expect(findRecord(body, 'pull-request-body', DEPLOYED_JOB)).toEqual({ pages: 3, text: record });
    expect(findRecord(body, 'pull-request-body', NEXT_JOB)).toBeUndefined();
    const message = `Update static export bundle link\n\n${recordBlock(DEPLOYED_JOB, 3, record, 'commit-message')}\n`;
    expect(findRecord(message, 'commit-message', DEPLOYED_JOB)).toEqual({ pages: 3, text: record });
  });

  it('is taken back only in the exact layout the action writes: never quoted, never followed by more, never without the marker line', () => {
    const record = RECORD;
    const block = recordBlock(DEPLOYED_JOB, 3, record, 'pull-request-body');
    const quoted = `${PULL_REQUEST_MARKER}\nA reviewer wrote:\n${block
      .split('\n')
      .map((line) => `> ${line}`)
      .join('\n')}`;
    expect(findRecord(quoted, 'pull-request-body', DEPLOYED_JOB)).toBeUndefined();
    expect(
      findRecord(`${bodyWith(record)}\n\nEdited after: more text`, 'pull-request-body', DEPLOYED_JOB),
    ).toBeUndefined();
    expect(findRecord(`Someone else's body\n${block}`, 'pull-request-body', DEPLOYED_JOB)).toBeUndefined();
    expect(findRecord(`Message\n\n${block}`, 'commit-message', DEPLOYED_JOB)).toBeUndefined();
  });

  it('refuses to write what could end the comment it sits in', () => {
    expect(() => recordBlock(DEPLOYED_JOB, 1, 'abc-->x', 'pull-request-body')).toThrow(/cannot write safely/);
    expect(() => recordBlock('se_x\ny', 1, 'abc', 'pull-request-body')).toThrow(/cannot write safely/);
  });
});

describe('finding the record in a text others write', () => {
  const message = (record: string) => `Update\n\n${recordBlock(DEPLOYED_JOB, 1, record, 'commit-message')}\n`;

  it('a commit message whose record block is longer than any the action writes is not read (only a bounded tail is)', () => {
    const longest = 'A'.repeat(MAX_RECORD_IN_COMMIT);
    expect(findRecord(message(longest), 'commit-message', DEPLOYED_JOB)?.text).toBe(longest);
    // Beyond the bound by the marker line's spare room: the opening line falls outside the tail that is read.
    expect(findRecord(message(`${longest}${'A'.repeat(300)}`), 'commit-message', DEPLOYED_JOB)).toBeUndefined();
  });

  it('a commit message of 260,000 line breaks after the record marker (quadratic for a backtracking pattern) finds nothing', () => {
    const marker = `Update\n\ndocs-export-action:bundle-manifest job=${DEPLOYED_JOB} pages=1\n`;
    expect(findRecord(`${marker}${'\n'.repeat(260_000)}x y`, 'commit-message', DEPLOYED_JOB)).toBeUndefined();
    expect(findRecord(`${marker}${'A\n'.repeat(130_000)}x y`, 'commit-message', DEPLOYED_JOB)).toBeUndefined();
  });

  it('reads a record after any amount of text before it, and after trailing white space', () => {
    const buried = `${'x'.repeat(3 * MAX_BLOCK_CHARACTERS)}${message(RECORD)}  \n\n`;
    expect(findRecord(buried, 'commit-message', DEPLOYED_JOB)?.text).toBe(RECORD);
    expect(findRecord(bodyWith(RECORD).replaceAll('\n', '\r\n'), 'pull-request-body', DEPLOYED_JOB)?.text).toBe(RECORD);
  });
});
