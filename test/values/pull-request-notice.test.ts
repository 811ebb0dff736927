import { describe, expect, it } from 'vitest';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { withPullRequestNotice } from '../../src/values/pull-request-notice.ts';

const BODY = '<!-- docs-export -->\n### Static export bundle link\n\nRenews the link.\n';

describe('withPullRequestNotice', () => {
  it('puts the notice as a warning after the heading, once, and takes it away again', () => {
    const noted = withPullRequestNotice(BODY, 'The deployed link expired.');
    expect(noted).toBe(
      '<!-- docs-export -->\n### Static export bundle link\n\n<!-- docs-export:notice -->\n> [!WARNING]\n' +
        '> The deployed link expired.\n<!-- /docs-export:notice -->\n\nRenews the link.\n',
    );
    const renoted = withPullRequestNotice(noted, 'Still expired.');
    expect(renoted.match(/\[!WARNING\]/g)).toHaveLength(1);
    expect(renoted).toContain('> Still expired.');
    expect(withPullRequestNotice(renoted, undefined)).toBe(BODY);
  });

  it('leaves a body that would outgrow the limit as it is', () => {
    const long = `${BODY}${'x'.repeat(GITHUB_BODY_LIMIT - BODY.length - 10)}`;
    expect(withPullRequestNotice(long, 'The deployed link expired.')).toBe(long);
  });
});
