import { describe, expect, it } from 'vitest';
import type { InputName } from '../../src/settings/inputs.ts';
import { parseSettingsFor } from '../support/settings.ts';
import { ENV, problemsOf as problemsIn, rawInputs } from './defaults.ts';

const BASE = { 'api-key': 'svc_live_5b1f0c9e2d7a4e88', 'api-url': 'https://api.example.com' } as const;

const problemsOf = (given: Partial<Record<InputName, string>>, env = ENV) =>
  problemsIn(rawInputs({ ...BASE, ...given }), env);

const inputsOf = (problems: { input: InputName }[]) => problems.map((p) => p.input).sort();

// zod skips an object's refinements once one of its fields failed: these pin that the rules over several inputs are
// listed with the problems of single inputs, in every mode, so a run never fails three times for three mistakes.
describe('every problem at once, single inputs and rules over several alike', () => {
  it('export: a bad duration, push without a values file and no domain', () => {
    const problems = problemsOf({ mode: 'export', timeout: 'soon', push: 'commit' });
    expect(inputsOf(problems)).toEqual(['domain', 'timeout', 'values-file']);
    expect(problems.find((p) => p.input === 'values-file')?.message).toMatch(/required with push "commit"/);
  });

  it('export: deploy-first without a project, an extract without a download and a bad top', () => {
    const problems = problemsOf({
      domain: 'docs.example.com',
      'deploy-first': 'true',
      download: 'false',
      'extract-to': 'site',
      top: '0',
    });
    expect(inputsOf(problems)).toEqual(['extract-to', 'project-id', 'top']);
  });

  it('refresh-link: a bad request timeout, no values file or job, and deploy-first', () => {
    const problems = problemsOf({ mode: 'refresh-link', 'request-timeout': '30', 'deploy-first': 'true' });
    expect(inputsOf(problems)).toEqual(['deploy-first', 'request-timeout', 'values-file']);
    expect(problems.find((p) => p.input === 'deploy-first')?.message).toMatch(/the mode is "refresh-link"/);
  });

  it('report: no project, a custom period without dates, a comment without a token, and a bad top', () => {
    const problems = problemsOf({ mode: 'report', period: 'custom', publish: 'comment', 'github-token': '', top: 'x' });
    expect(inputsOf(problems)).toEqual(['date-from', 'date-to', 'github-token', 'project-id', 'top']);
  });

  it('report: no repository to publish in is listed with a bad input', () => {
    const problems = problemsOf(
      { mode: 'report', 'project-id': 'p', publish: 'issue', 'github-token': 'ghs_x', compare: 'maybe' },
      { ...ENV, repository: '' },
    );
    expect(inputsOf(problems)).toEqual(['compare', 'publish']);
    expect(problems.find((p) => p.input === 'publish')?.message).toMatch(/GITHUB_REPOSITORY names none/);
  });

  it('an unknown mode is listed with the problems of every other input', () => {
    const problems = problemsOf({ mode: 'deploy', timeout: 'soon', 'values-key': 'a b' });
    expect(inputsOf(problems)).toEqual(['mode', 'timeout', 'values-key']);
    expect(problems.find((p) => p.input === 'mode')?.message).toBe(
      'Input "mode" accepts "export", "refresh-link", "report" or "task-links" (got "deploy").',
    );
  });

  it('a rule whose input failed on its own stays quiet: the input is blamed once', () => {
    const problems = problemsOf({ mode: 'refresh-link', 'job-id': 'se_1', 'artifact-name': 'a/b' });
    expect(problems.map((p) => p.input)).toEqual(['artifact-name']);
    expect(problems[0]?.message).toMatch(/without the characters/);
  });
});

describe('rules that moved into one place', () => {
  it('reads a runner expression handed over unevaluated as no token', () => {
    const given = { ...BASE, domain: 'docs.example.com', 'github-token': '${{ github.token }}' };
    expect(parseSettingsFor('export', rawInputs(given), ENV).settings.githubToken).toBe('');
  });

  it('checks the form of artifact-name in every mode, as it does each input', () => {
    const problems = problemsOf({ mode: 'report', 'project-id': 'p', 'artifact-name': 'docs:bundle' });
    expect(problems.map((p) => p.input)).toEqual(['artifact-name']);
  });

  it('takes a mode given with surrounding whitespace', () => {
    const raw = rawInputs({ ...BASE, mode: ' report\n', 'project-id': 'p' });
    expect(parseSettingsFor('report', raw, ENV).settings.report.projectId).toBe('p');
  });
});
