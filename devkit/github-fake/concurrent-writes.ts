import type { RequestContext } from './context.ts';
import type { RepoState } from './model/repository.ts';

function appendLine(current: string | undefined, nth: number): string {
  const base = current === undefined || current === '' || current.endsWith('\n') ? (current ?? '') : `${current}\n`;
  return `${base}# concurrent change ${nth}\n`;
}

/**
 * Called by every handler that writes to a branch, before it reads the branch head: when a
 * `race` fault is due, another commit lands first, so the caller's sha or parent is stale.
 */
export function landRaceIfDue(ctx: RequestContext, repo: RepoState, branch: string, path?: string): void {
  const due = ctx.faults.takeRace(
    { repo: repo.fullName, branch, ...(path === undefined ? {} : { path }) },
    repo.defaultBranch,
  );
  if (!due || !repo.branches.has(branch)) return;
  const { spec, nth } = due;
  const head = repo.branches.get(branch) as string;
  const target = spec.path ?? `.concurrent/change-${nth}.txt`;
  const current = spec.path === undefined ? undefined : repo.readFile(head, spec.path)?.toString('utf8');
  const content = spec.content ? spec.content(current, nth) : appendLine(current, nth);
  const author = ctx.state.actor(spec.login ?? 'concurrent-editor');
  repo.commitChanges(
    branch,
    new Map([[target, Buffer.from(content, 'utf8')]]),
    `Concurrent change ${nth}`,
    author,
    ctx.state.timestamp(),
  );
}
