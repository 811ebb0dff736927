/** A notice at the top of the refresh pull request's body, kept apart from the body the rollout writes. */
import { GITHUB_BODY_LIMIT } from '../github/limits.ts';

const START = '<!-- docs-export:notice -->';
const END = '<!-- /docs-export:notice -->';
const BLOCK = /<!-- docs-export:notice -->[\s\S]*?<!-- \/docs-export:notice -->\n*/;

/**
 * The body with `notice` as a warning after its heading, replacing an earlier notice; without `notice`, the body
 * without one. A body that would outgrow GitHub's limit stays as it is (the run's log and summary say it anyway).
 */
export function withPullRequestNotice(body: string, notice: string | undefined): string {
  const bare = body.replace(BLOCK, '');
  if (notice === undefined) return bare;
  const block = `${START}\n> [!WARNING]\n> ${notice.replace(/\r?\n/g, ' ')}\n${END}\n\n`;
  const heading = /^### .*\n\n?/m.exec(bare);
  const at = heading ? heading.index + heading[0].length : 0;
  const result = `${bare.slice(0, at)}${block}${bare.slice(at)}`;
  return result.length <= GITHUB_BODY_LIMIT ? result : body;
}
