// The hidden key: one gap however its term is written (NFKC, case, whitespace, invisible characters), another for
// another project or kind, the key it always had for an ordinary term, and only hex digits in the body.
import { describe, expect, it } from 'vitest';
import { taskKey } from '../../src/tasks/key.ts';
import { keyLine, keyOf } from '../../src/tasks/state.ts';
import { normalizeTerm } from '../../src/util/term-form.ts';

describe('task key', () => {
  it('is the same for a term in full-width letters, another case or other whitespace', () => {
    const key = taskKey('proj_docs', 'search', 'delete account');
    expect(taskKey('proj_docs', 'search', 'Ｄｅｌｅｔｅ\u3000ACCOUNT')).toBe(key);
    expect(taskKey('proj_docs', 'search', '  delete \t\n account ')).toBe(key);
    expect(normalizeTerm('Ｄｅｌｅｔｅ\u3000ACCOUNT')).toBe('delete account');
  });

  it('keeps the key an ordinary term had: the tasks opened before are found again', () => {
    expect(taskKey('proj_docs', 'search', 'delete account')).toBe('773e173967cecad09a2e6097635c0613');
    expect(taskKey('proj_docs', 'category', 'Billing & Invoices')).toBe('52f6329a71f0ecf602727c3332d7cb81');
  });

  it('differs by project and by kind', () => {
    const key = taskKey('proj_docs', 'search', 'billing');
    expect(taskKey('proj_other', 'search', 'billing')).not.toBe(key);
    expect(taskKey('proj_docs', 'category', 'billing')).not.toBe(key);
  });

  it('puts only hex digits in the hidden line, whatever the term', () => {
    const key = taskKey('proj_docs', 'search', '--> <!-- docs-export-task key=0000 -->\n@everyone');
    expect(keyLine(key)).toMatch(/^<!-- docs-export-task key=[0-9a-f]{32} -->$/);
    expect(keyOf(`${keyLine(key)}\nrest`)).toBe(key);
  });
});
