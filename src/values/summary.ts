import type { RunContext } from '../runtime/context.ts';
import { describeFailure } from '../runtime/failure.ts';
import type { Delivery } from './store.ts';

/** Step summary lines for the values half; only facts, never the link. */
export function deliverySummary(delivery: Delivery, keyPath: readonly string[]): string {
  const lines = ['### Helm values', '', `- \`${keyPath.join('.')}\`: ${delivery.story}`];
  if (delivery.commitSha) lines.push(`- Commit: \`${delivery.commitSha}\``);
  if (delivery.pullRequestUrl) lines.push(`- Pull request: ${delivery.pullRequestUrl}`);
  return `${lines.join('\n')}\n`;
}

export function refreshSummary(lines: string[]): string {
  return `${['### Bundle link refresh', '', ...lines.map((line) => `- ${line}`)].join('\n')}\n`;
}

/** Without GITHUB_STEP_SUMMARY (outside a runner) the summary is skipped, not the step failed. */
export async function writeSummarySafely(context: RunContext, markdown: string): Promise<void> {
  try {
    await context.writeSummary(markdown);
  } catch (error) {
    context.log.warning(`Could not write the step summary: ${describeFailure(error)}`);
  }
}
