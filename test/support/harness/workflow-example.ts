// An example workflow read as the runner reads it for one event: the job's `if`, each step's `with:` and `env:`
// with their `${{ }}` evaluated against the event's contexts, and `run:` scripts run by bash with their env.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { runProcess } from '../../../devkit/harness/child-process.ts';

export interface WorkflowStep {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}

export interface WorkflowJob {
  if?: string;
  steps: WorkflowStep[];
}

export interface Workflow {
  on: Record<string, unknown>;
  permissions?: unknown;
  jobs: Record<string, WorkflowJob>;
}

/** What `${{ }}` may name: `github.event.*` and friends, `secrets.*`, `steps.<id>.outputs.*`. */
export type ExpressionContext = Record<string, unknown>;

export function readWorkflow(url: URL): Workflow {
  return parse(readFileSync(url, 'utf8')) as Workflow;
}

/**
 * One expression of the few forms the examples use: a property path (`github.event.release.tag_name`), or its
 * negation (`!github.event.release.prerelease`). Anything else throws, so an example cannot outgrow its test unseen.
 */
export function evaluateExpression(expression: string, context: ExpressionContext): unknown {
  const match = /^(!?)\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)$/.exec(expression.trim());
  if (!match) throw new Error(`workflow-example: cannot evaluate \${{ ${expression} }}`);
  let value: unknown = context;
  for (const key of (match[2] as string).split('.')) {
    if (typeof value !== 'object' || value === null || !(key in value))
      throw new Error(`workflow-example: \${{ ${expression} }} names nothing in the context (at "${key}")`);
    value = (value as Record<string, unknown>)[key];
  }
  return match[1] ? !value : value;
}

/** A `with:` or `env:` value with its `${{ }}` replaced, as the runner hands it over: text. */
export function evaluateText(text: string | number | boolean, context: ExpressionContext): string {
  return String(text).replace(/\$\{\{(.*?)\}\}/g, (_whole, expression: string) => {
    const value = evaluateExpression(expression, context);
    if (value === undefined || value === null) return '';
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    throw new Error(`workflow-example: \${{ ${expression} }} is not text`);
  });
}

/** Whether the runner runs the job, by its `if:` (with `${{ }}` around it or not). */
export function jobRuns(job: WorkflowJob, context: ExpressionContext): boolean {
  if (job.if === undefined) return true;
  const bare = /^\s*\$\{\{(.*)\}\}\s*$/.exec(job.if)?.[1] ?? job.if;
  return Boolean(evaluateExpression(bare, context));
}

export function evaluateMap(
  values: Record<string, string | number | boolean> | undefined,
  context: ExpressionContext,
): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, text]) => [name, evaluateText(text, context)]));
}

/**
 * Runs a `run:` step as the runner does: `${{ }}` in the script replaced first (so a value spliced there becomes
 * code, as on GitHub), then the runner's default shell (`bash -e -o pipefail`) with the step's env evaluated, in `cwd`.
 */
export async function runScriptStep(
  step: WorkflowStep,
  context: ExpressionContext,
  cwd: string,
): Promise<{ exitCode: number | null; stdout: string; stderr: string }> {
  if (step.run === undefined) throw new Error(`workflow-example: step "${step.name ?? step.id}" has no run script`);
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...evaluateMap(step.env, context) };
  const script = evaluateText(step.run, context);
  return runProcess('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd,
    env,
    timeoutMs: 60_000,
  });
}
