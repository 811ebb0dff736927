// The settings of mode `task-links`: the GitHub token alone, no service key or address, the task labels to find the
// action's own task issues by; a bad input named before any request.
import { describe, expect, it } from 'vitest';
import { parseSettingsFor } from '../support/settings.ts';
import { ENV, problemsOf, rawInputs } from './defaults.ts';

describe('settings of mode task-links', () => {
  it('needs neither api-key nor api-url, and carries no service settings at all', () => {
    const { settings } = parseSettingsFor(
      'task-links',
      rawInputs({ mode: 'task-links', 'github-token': 'ghs_pr_token', 'task-labels': 'docs-gap, docs' }),
      ENV,
    );
    expect(settings).toEqual({
      mode: 'task-links',
      githubToken: 'ghs_pr_token',
      taskLinks: { labels: ['docs-gap', 'docs'], repository: { owner: 'acme', repo: 'docs' } },
    });
  });

  it('ignores a service key given all the same: it is never used', () => {
    const { settings } = parseSettingsFor(
      'task-links',
      rawInputs({ mode: 'task-links', 'github-token': 't0ken_x', 'api-key': 'Bearer a b', 'api-url': 'nope' }),
      ENV,
    );
    expect(settings).not.toHaveProperty('service');
  });

  it('names the token, the labels and the repository when they are missing, all at once', () => {
    const problems = problemsOf(rawInputs({ mode: 'task-links', 'github-token': '', 'task-labels': ',' }), {
      ...ENV,
      repository: undefined,
    });
    expect(problems.map((p) => p.input).sort()).toEqual(['github-token', 'mode', 'task-labels']);
    expect(problems.find((p) => p.input === 'github-token')?.message).toMatch(/needs a token allowed to read/);
    expect(problems.find((p) => p.input === 'task-labels')?.message).toMatch(/at least one label/);
  });

  it('still checks the form of every input', () => {
    const problems = problemsOf(rawInputs({ mode: 'task-links', 'github-token': 'tok', 'request-timeout': 'soon' }));
    expect(problems.map((p) => p.input)).toEqual(['request-timeout']);
  });
});
