/** The step summary of a refresh: the decision and what came of it, one fact a line; never the link. */
export function refreshSummary(lines: readonly string[]): string {
  return `${['### Bundle link refresh', '', ...lines.map((line) => `- ${line}`)].join('\n')}\n`;
}
