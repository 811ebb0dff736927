// The hidden key that finds a gap's task again: a hash of project, kind and the term's topic. Only hex digits reach
// the body, so no term, however written, can break out of the hidden block or pose as another task's key.
import { createHash } from 'node:crypto';
import { normalizeTerm, topicForm } from '../util/term-form.ts';
import type { GapKind } from './types.ts';

/**
 * 32 hex digits (128 bits of SHA-256) of the term's one form (term-form.ts): look-alikes share a key, and search terms
 * of one topic (`listlabels`, `list labels`) share one. Categories and pages are names the service gives: one form.
 */
export function taskKey(projectId: string, kind: GapKind, term: string): string {
  return createHash('sha256')
    .update(JSON.stringify([projectId, kind, kind === 'search' ? topicForm(term) : normalizeTerm(term)]))
    .digest('hex')
    .slice(0, 32);
}
