import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ValuesFileError } from '../../src/values/document.ts';
import { editValues } from '../../src/values/edit.ts';
import { FRESH_LINK, FRESH_RECORD, GOLDEN_CASES, JOB_ID } from './golden-cases.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const read = (file: string) => fs.readFileSync(path.join(FIXTURES, file), 'utf8');

/** Lines of `after` that differ from `before` at the same place (both have as many lines): the diff a reviewer sees. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  return after.split('\n').filter((line, i) => a[i] !== line);
}

function valueAt(text: string, keyPath: readonly string[]): Record<string, unknown> {
  let node: unknown = parse(text, { merge: true });
  for (const key of keyPath) node = (node as Record<string, unknown>)[key];
  return node as Record<string, unknown>;
}

describe('editValues golden files', () => {
  for (const golden of GOLDEN_CASES) {
    it(`${golden.name}: ${golden.what}`, () => {
      const input = read(golden.input);
      const expected = read(golden.expected);
      const result = editValues(input, golden.change);
      expect(result.text).toBe(expected);
      expect(result.changed).toBe(input !== expected);
      // What the chart will read.
      const block = valueAt(result.text, golden.change.keyPath);
      expect(block.enabled).toBe(true);
      expect(block.bundleUrl).toBe(golden.change.bundleUrl);
      if (golden.change.version) expect(block.version).toBe(golden.change.version);
      // Running again changes nothing: no write, no commit.
      expect(editValues(result.text, golden.change)).toEqual({ text: result.text, changed: false });
    });
  }

  it('keeps everything outside the edited lines byte for byte', () => {
    const input = read('chart.input.yaml');
    const output = read('chart.expected.yaml');
    expect(output.split('\n')).toHaveLength(input.split('\n').length);
    const changed = changedLines(input, output);
    expect(changed).toEqual([
      '  enabled: true',
      expect.stringMatching(
        /^ {2}bundleUrl: "https:\/\/docs-exports[^"]+" {3}# docs-export: job=se_3f9a2c1b8e7d4a06 expires=2026-11-28T05:31:56Z$/,
      ),
      '  version: "2024-11-01"   # optional pin',
    ]);
  });

  it('keeps CRLF line endings everywhere, new lines included', () => {
    const input = read('crlf.input.yaml');
    expect(input).toContain('\r\n'); // guards against a checkout that normalised the fixture
    const output = read('crlf.expected.yaml');
    expect(output.replaceAll('\r\n', '')).not.toContain('\n');
    expect(output.endsWith('\r\n')).toBe(true);
  });

  it('keeps anchors and aliases and the document markers', () => {
    const output = read('anchors.expected.yaml');
    expect(output.startsWith('---\n')).toBe(true);
    expect(output.endsWith('...\n')).toBe(true);
    expect(output).toContain("bundleUrl: &bundle 'https://");
    expect(output).toContain('  bundleUrl: *bundle\n');
    expect(output).toContain('  <<: *common\n');
    // The alias follows its anchor to the new link; the merge no longer decides `enabled`.
    expect(valueAt(output, ['initContainer']).bundleUrl).toBe(FRESH_LINK);
    expect(valueAt(output, ['staticExport']).enabled).toBe(true);
    expect(valueAt(output, ['staticExport']).mountPath).toBe('/srv/docs');
  });
});

describe('editValues edge cases', () => {
  const change = { keyPath: ['staticExport'], bundleUrl: FRESH_LINK, record: FRESH_RECORD };

  it('creates the file content from nothing', () => {
    const { text } = editValues('', change);
    expect(text).toBe(
      `staticExport:\n  enabled: true\n  bundleUrl: "${FRESH_LINK}" # docs-export: job=${JOB_ID} expires=2026-11-28T05:31:56Z\n`,
    );
  });

  it('keeps a file without a final line break without one', () => {
    const { text } = editValues('a: 1', change);
    expect(text.startsWith('a: 1\nstaticExport:\n')).toBe(true);
    expect(text.endsWith('\n')).toBe(false);
  });

  it('fills `key:`, `key: ~` and `key: {}` with a block', () => {
    for (const empty of ['staticExport:', 'staticExport: ~', 'staticExport: {}', 'staticExport: null # later']) {
      const { text } = editValues(`${empty}\nother: 1\n`, change);
      expect(valueAt(text, ['staticExport']).bundleUrl).toBe(FRESH_LINK);
      expect(valueAt(text, ['other'])).toBe(1);
      if (empty.includes('# later')) expect(text).toContain('staticExport: # later\n');
    }
  });

  it('edits a flow mapping in place', () => {
    const { text } = editValues('staticExport: {enabled: false, mountPath: /srv}\n', change);
    expect(text).toBe(
      `staticExport: {enabled: true, mountPath: /srv, bundleUrl: "${FRESH_LINK}"} # docs-export: job=${JOB_ID} expires=2026-11-28T05:31:56Z\n`,
    );
  });

  it('keeps a comment of the user beside bundleUrl and adds the note after it', () => {
    const { text } = editValues('staticExport:\n  bundleUrl: "x" # managed by CI\n', change);
    expect(text).toContain(`"${FRESH_LINK}" # managed by CI # docs-export: job=${JOB_ID}`);
    expect(editValues(text, change).changed).toBe(false);
  });

  it('quotes a version label that a YAML 1.1 reader (Helm) would not read as a string', () => {
    const { text } = editValues('staticExport:\n  version: 1.3.0\n', { ...change, version: '1.4' });
    expect(text).toContain('  version: "1.4"\n');
  });

  it('leaves `enabled: yes` alone: Helm already reads it as true', () => {
    const { text } = editValues('staticExport:\n  enabled: yes\n', change);
    expect(text).toContain('  enabled: yes\n');
  });

  it('refuses what it cannot edit safely, naming the key and never echoing a value', () => {
    const cases: [string, RegExp][] = [
      ['staticExport: true\n', /`staticExport` in the values file holds a scalar value, not a mapping/],
      [
        'shared: &s {enabled: true}\nstaticExport: *s\n',
        /`staticExport` in the values file is an alias of a shared anchor/,
      ],
      ['staticExport:\n  bundleUrl: [a]\n', /`staticExport.bundleUrl` in the values file holds a list/],
      ['- a\n- b\n', /the top level in the values file holds a list/],
      ['a: 1\na: 2\n', /not valid YAML \(line 2, column 1\)/],
      [`staticExport:\n  bundleUrl: "${FRESH_LINK}\n  x: [\n`, /not valid YAML/],
    ];
    for (const [source, message] of cases) {
      const error = (() => {
        try {
          editValues(source, change);
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(ValuesFileError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('X-Amz-Signature');
    }
  });

  it('keeps a byte order mark', () => {
    const { text } = editValues('\uFEFFa: 1\n', change);
    expect(text.startsWith('\uFEFFa: 1\nstaticExport:')).toBe(true);
  });
});
