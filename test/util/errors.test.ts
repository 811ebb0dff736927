import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CrossedError } from '../../src/bundle/download/download-process-protocol.ts';
import { BundleError } from '../../src/bundle/errors.ts';
import { UsageError } from '../../src/cli/args.ts';
import { exitCodeFor } from '../../src/cli/main.ts';
import { ProxySettingsError } from '../../src/client/dispatcher.ts';
import { TransportError } from '../../src/client/http.ts';
import { ServiceError } from '../../src/client/types.ts';
import { WriteConflict } from '../../src/github/conflicts.ts';
import { GitHubError, GitHubProxyError, GitHubRateLimitError, LostAnswerError } from '../../src/github/errors.ts';
import { PageCapReached } from '../../src/github/pages.ts';
import { AnalyticsQuotaSpent, BudgetExhausted } from '../../src/report/collect/request-budget.ts';
import { TemplateError } from '../../src/report/render/template.ts';
import { StepFailure } from '../../src/runtime/failure.ts';
import { SettingsError } from '../../src/settings/schema.ts';
import { TaskError, TaskRateLimited } from '../../src/tasks/run.ts';
import { ActionError, describeFailure, failureKind, OperationError } from '../../src/util/errors.ts';
import { ExpiryFormatError } from '../../src/util/expiry.ts';
import { ValuesFileError } from '../../src/values/document.ts';
import { ValuesTargetError } from '../../src/values/store.ts';

/** Every error class of the project, one instance each, with the exit code the CLI gives it. */
const EVERY_ERROR: Record<string, { error: Error; exitCode: number }> = {
  SettingsError: { error: new SettingsError([{ input: 'mode', message: 'bad' }]), exitCode: 2 },
  UsageError: { error: new UsageError('bad option'), exitCode: 2 },
  TemplateError: { error: new TemplateError('bad template'), exitCode: 2 },
  ValuesFileError: { error: new ValuesFileError('bad values file'), exitCode: 2 },
  ValuesTargetError: { error: new ValuesTargetError('public repository'), exitCode: 2 },
  ProxySettingsError: { error: new ProxySettingsError('HTTPS_PROXY is not a proxy address'), exitCode: 2 },
  ServiceError: { error: new ServiceError('server', 'down'), exitCode: 3 },
  TransportError: {
    error: new TransportError('reset', { code: 'ECONNRESET', timedOut: false, nothingSent: false, retryable: true }),
    exitCode: 3,
  },
  ExpiryFormatError: { error: new ExpiryFormatError('soon'), exitCode: 3 },
  AnalyticsQuotaSpent: { error: new AnalyticsQuotaSpent(undefined, 0, 60_000), exitCode: 3 },
  BudgetExhausted: { error: new BudgetExhausted('visitors page 2', 10), exitCode: 3 },
  BundleError: { error: new BundleError('download', 'cut'), exitCode: 4 },
  GitHubError: { error: new GitHubError('refused', 403), exitCode: 5 },
  GitHubProxyError: {
    error: new GitHubProxyError('the proxy asks for credentials', 'https://api.github.com/x'),
    exitCode: 5,
  },
  WriteConflict: { error: new WriteConflict('moved'), exitCode: 5 },
  GitHubRateLimitError: {
    error: new GitHubRateLimitError("GitHub's secondary rate limit", 403, { secondary: true, retryAfterS: 3600 }),
    exitCode: 5,
  },
  TaskError: { error: new TaskError('task issues need issues: write', 403), exitCode: 5 },
  TaskRateLimited: { error: new TaskRateLimited("GitHub's secondary rate limit", true), exitCode: 5 },
  StepFailure: { error: new StepFailure('job failed', {}), exitCode: 3 },
  LostAnswerError: {
    error: new LostAnswerError('the answer was lost and the write may have been done', 'https://api.github.com/x'),
    exitCode: 5,
  },
  PageCapReached: { error: new PageCapReached('comments', 20), exitCode: 5 },
  CrossedError: { error: new CrossedError('the renewal was refused', 'service'), exitCode: 3 },
  OperationError: { error: new OperationError('internal error: a state the code should not reach'), exitCode: 1 },
};

/** `class X extends Y` anywhere in src/, where Y is an error class: the list above must name X. */
function errorClassesInSources(): string[] {
  const files = fs.readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  const found = files.flatMap((file) => [
    ...fs.readFileSync(path.join('src', file), 'utf8').matchAll(/\bclass\s+(\w+)\s+extends\s+(\w+)/g),
  ]);
  const errorNames = new Set([
    'Error',
    'ActionError',
    ...found.map((match) => match[1] as string).filter((name) => /Error|Failure|Conflict|Spent|Exhausted/.test(name)),
  ]);
  return found
    .filter((match) => errorNames.has(match[2] as string) && match[1] !== 'ActionError')
    .map((match) => match[1] as string);
}

describe('error kinds', () => {
  it('lists every error class declared in src/', () => {
    const declared = errorClassesInSources();
    expect(declared.length).toBeGreaterThanOrEqual(13);
    expect(declared.filter((name) => !(name in EVERY_ERROR))).toEqual([]);
  });

  it.each(Object.entries(EVERY_ERROR))(
    '%s extends ActionError, keeps its name, and exits with its kind',
    (name, { error, exitCode }) => {
      expect(error).toBeInstanceOf(ActionError);
      expect(error.name).toBe(name);
      expect(exitCodeFor(error)).toBe(exitCode);
    },
  );

  it('follows the cause of a plain Error that adds context', () => {
    const wrapped = new Error('Could not start the export job', {
      cause: new Error('while sending', { cause: new GitHubError('no') }),
    });
    expect(failureKind(wrapped)).toBe('github');
    expect(exitCodeFor(wrapped)).toBe(5);
    expect(failureKind(new Error('plain'))).toBe('other');
    expect(exitCodeFor('a string')).toBe(1);
  });

  it('lets an OperationError take its kind from its cause or say it, and be a defect without either', () => {
    expect(
      failureKind(new OperationError('Could not start the job', { cause: new ServiceError('server', 'down') })),
    ).toBe('service');
    expect(failureKind(new OperationError('period "custom" needs date-from', { kind: 'input' }))).toBe('input');
    expect(exitCodeFor(new OperationError('date-from must be before date-to', { kind: 'input' }))).toBe(2);
    expect(failureKind(new OperationError('internal error'))).toBe('other');
  });

  it('lets a StepFailure take its kind from its cause or say it', () => {
    expect(failureKind(new StepFailure('x', {}, { cause: new BundleError('airgap', 'y') }))).toBe('verification');
    expect(failureKind(new StepFailure('x', {}, { kind: 'github' }))).toBe('github');
  });

  it('describes any thrown value in one line', () => {
    expect(describeFailure(new ServiceError('server', 'down'))).toBe('down');
    expect(describeFailure('text')).toBe('text');
    expect(describeFailure({ code: 7 })).toBe('Unexpected failure: {"code":7}');
  });
});
