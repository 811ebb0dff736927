// What the workflow's event payload (GITHUB_EVENT_PATH, read into RunnerEnvironment.event) says about who controls
// the workspace and who can read the repository.

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

/**
 * The visibility (`public`, `private`, `internal`) the payload gives the repository `fullName`, when the payload is
 * about that repository; undefined otherwise (a schedule's payload names none), and GitHub must be asked.
 */
export function visibilityInEvent(event: Record<string, unknown>, fullName: string): string | undefined {
  const repository = event.repository as { full_name?: unknown; private?: unknown; visibility?: unknown } | undefined;
  if (typeof repository?.full_name !== 'string' || repository.full_name.toLowerCase() !== fullName.toLowerCase())
    return undefined;
  if (typeof repository.visibility === 'string') return repository.visibility;
  return typeof repository.private === 'boolean' ? (repository.private ? 'private' : 'public') : undefined;
}
