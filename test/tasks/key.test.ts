// The hidden key: one gap however its term is written (NFKC, case, whitespace, invisible characters), another for
// another project or kind, the key it always had for an ordinary term, and only hex digits in the body.
import { createHash } from 'node:crypto';
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

  it('keeps the key a one-word term and a category had: the tasks opened before are found again', () => {
    // A search term of several words is keyed by its topic since the topics (`deleteaccount`); one word keeps its key.
    expect(taskKey('proj_docs', 'search', 'delete account')).toBe('cedb84387fe56dd0c11538af1fd2100f');
    expect(taskKey('proj_docs', 'search', 'refund')).toBe(
      createHash('sha256')
        .update(JSON.stringify(['proj_docs', 'search', 'refund']))
        .digest('hex')
        .slice(0, 32),
    );
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

  it.each([
    ['listlabels', 'list labels'],
    ['listlabels', 'List-Labels'],
    ['list label', 'list_labels'],
    ['webhook signatures', 'Webhook signature'],
    ['api keys', 'apikeys'],
  ])('is one task for the topic of “%s” and “%s”', (a, b) => {
    expect(taskKey('proj_docs', 'search', a)).toBe(taskKey('proj_docs', 'search', b));
  });

  it.each([
    ['c#', 'c'],
    ['c++', 'c'],
    ['address', 'addres'],
    ['status', 'statu'],
    ['label', 'table'],
  ])('keeps “%s” and “%s” apart', (a, b) => {
    expect(taskKey('proj_docs', 'search', a)).not.toBe(taskKey('proj_docs', 'search', b));
  });

  it('folds topics of search terms only: a category or page is a name the service gives', () => {
    expect(taskKey('proj_docs', 'page', '/guides/labels')).not.toBe(taskKey('proj_docs', 'page', '/guides/label'));
  });
});
