// What the workflow's event payload (GITHUB_EVENT_PATH, read into RunnerEnvironment.event) says about who controls
// the workspace.

/**
 * Whether the event is a pull request from another repository than its base (a fork), or one whose head repository
 * is gone: its author, an outsider, chose what the workspace holds.
 */
export function pullRequestFromFork(event: Record<string, unknown>): boolean {
  const pull = event.pull_request as
    { head?: { repo?: { full_name?: unknown } | null }; base?: { repo?: { full_name?: unknown } | null } } | undefined;
  if (!pull || typeof pull !== 'object') return false;
  const head = pull.head?.repo?.full_name;
  const base = pull.base?.repo?.full_name;
  return typeof head !== 'string' || typeof base !== 'string' || head.toLowerCase() !== base.toLowerCase();
}
