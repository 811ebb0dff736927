// Whether readers' comments would be published where anyone can read them: the repository of a comment
// or issue, and for the step summary the workflow's own repository (its run pages are public with it).
import { getRepository } from '../../github/repository.ts';
import type { RunContext } from '../../runtime/context.ts';
import { visibilityInEvent } from '../../runtime/event.ts';
import type { ReportRunSettings, RepositoryRef } from '../../settings/types.ts';
import { describeFailure } from '../../util/errors.ts';

/**
 * True when a repository the report goes to is public, or when that cannot be told (no event payload
 * naming it and no way to ask GitHub): then the report says comments are published, to be safe.
 */
export async function commentsArePublic(
  context: RunContext<ReportRunSettings>,
  publishTo: RepositoryRef | undefined,
): Promise<boolean> {
  const names = new Set<string>();
  if (context.runner.repository) names.add(context.runner.repository.toLowerCase());
  if (publishTo) names.add(`${publishTo.owner}/${publishTo.repo}`.toLowerCase());
  for (const fullName of names) {
    const visibility = visibilityInEvent(context.runner.event, fullName) ?? (await askGitHub(context, fullName));
    if (visibility !== 'private' && visibility !== 'internal') return true;
  }
  return false;
}

async function askGitHub(context: RunContext<ReportRunSettings>, fullName: string): Promise<string | undefined> {
  if (!context.settings.githubToken) return undefined;
  const [owner = '', repo = ''] = fullName.split('/');
  try {
    return (await getRepository((await context.github()).octokit, { owner, repo })).visibility;
  } catch (error) {
    context.log.info(
      `Could not tell whether ${fullName} is public (${describeFailure(error)}): comments are treated as published.`,
    );
    return undefined;
  }
}
