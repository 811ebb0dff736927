import { displayUrl } from '../util/redact.ts';

/** What the action was doing when GitHub said no, so the message can say what to fix. */
export interface GitHubAttempt {
  /** `owner/name`. */
  repository: string;
  /** "read deploy/values.yaml on main", "open a pull request". */
  action: string;
  /** The permission the workflow token needs for this call. */
  permission: 'contents' | 'pull-requests' | 'issues';
  /** A clearer 404 message than "not found" (a missing file or branch). */
  notFound?: string;
}

/** A GitHub failure turned into one message that says what to do; it never carries the request (its body holds the link). */
export class GitHubError extends Error {
  readonly status?: number;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'GitHubError';
    this.status = status;
  }
}

/** The HTTP status of an octokit failure, or undefined for a network error. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** GitHub's own `message`, one line, without links that might carry a query string. */
function gitHubMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const raw =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : error instanceof Error
        ? error.message
        : String(error);
  const line = raw.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.replace(/https?:\/\/\S+/g, (url) => displayUrl(url)).slice(0, 300);
}

const PERMISSIONS_HINT =
  'The workflow needs `permissions: contents: write` (and `pull-requests: write` for `push: pull-request`). ' +
  'The default github.token reaches only the repository running the workflow: for another repository, pass a ' +
  'personal access token or a GitHub App token with access to it as `github-token`.';

const ISSUES_HINT =
  'The workflow needs `permissions: issues: write` (and `pull-requests: write` to comment on a pull request); ' +
  'the default github.token reaches only the repository running the workflow.';

export function explainGitHubError(error: unknown, attempt: GitHubAttempt): GitHubError {
  const status = statusOf(error);
  const said = gitHubMessage(error);
  const where = `${attempt.action} in ${attempt.repository}`;
  const issues = attempt.permission === 'issues';
  switch (status) {
    case undefined:
      return new GitHubError(`Could not reach GitHub to ${where}: ${said}`);
    case 401:
      return new GitHubError(
        `GitHub rejected the token (401 ${said}) when trying to ${where}. Check the \`github-token\` input: the token may be missing, expired or revoked.`,
        401,
      );
    case 403: {
      const which = issues ? '`issues: write`' : attempt.permission === 'pull-requests' ? '`pull-requests: write`' : '`contents: write`';
      return new GitHubError(`The token may not ${where} (403 ${said}): it lacks ${which}. ${issues ? ISSUES_HINT : PERMISSIONS_HINT}`, 403);
    }
    case 404:
      if (issues) return new GitHubError(attempt.notFound ?? `Not found (404) when trying to ${where}. ${ISSUES_HINT}`, 404);
      return new GitHubError(
        attempt.notFound ??
          `Not found (404) when trying to ${where}: check \`values-repository\`, and that \`github-token\` can see ${attempt.repository} ` +
            '(GitHub answers 404 for a private repository the token cannot reach; github.token reaches only the workflow\'s own repository).',
        404,
      );
    default:
      return new GitHubError(`GitHub answered ${status} when trying to ${where}: ${said}`, status);
  }
}
