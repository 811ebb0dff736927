import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Bundle } from '../client/types.ts';
import { fullNameOf } from '../github/repository.ts';
import type { DiffOutcome } from '../manifest/diff.ts';
import type { FileHashes } from '../manifest/files.ts';
import { MAX_RECORD_IN_COMMIT, recordBlockWithin } from '../manifest/framing.ts';
import type { ManifestRecord } from '../manifest/framing.ts';
import { recordKey } from '../manifest/seal.ts';
import type { RunContext } from '../runtime/context.ts';
import { pullRequestFromFork } from '../runtime/event.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { writeStepSummary } from '../runtime/summary.ts';
import type { LinkRunSettings } from '../settings/types.ts';
import { describeFailure } from '../util/errors.ts';
import { normalizeExpiry } from '../util/expiry.ts';
import { badJobIdMessage, isJobId } from '../util/job-id.ts';
import { diffJson, diffLogLine, diffMarkdown } from './bundle-diff.ts';
import { bundleDiff, unrecordedNote } from './diff-record.ts';
import type { PreviousBundleSource } from './diff-record.ts';
import { ValuesFileError } from './document.ts';
import { editValues } from './edit.ts';
import type { ValuesChange } from './edit.ts';
import { commitStore, openGitHubTarget, pullRequestStore } from './github-stores.ts';
import { pullRequestBody } from './pull-request-body.ts';
import { refusePublicWorkspace, valuesFilePath, ValuesTargetError, workspaceStore } from './store.ts';
import type { Delivery, DeployedValues, ValuesStore } from './store.ts';

/** What an export or a refresh knows when it rolls a link into the values. */
export interface RolloutFacts {
  jobId: string;
  /** The bundle as the service returned it (the presigned link and its expiry). */
  bundle: Bundle;
  pageCount?: number;
  /** Set when the bundle was downloaded and verified. */
  sizeBytes?: number;
  sha256?: string;
  /** Human-readable air-gap findings for a pull request body, e.g. "guides/intro.html loads a script from cdn.example.com". */
  airgapFindings: string[];
  /** The verified bundle's files, for the diff and the record the next run reads. */
  manifest?: FileHashes;
}

/**
 * The values file for the configured `push`, or undefined without `values-file`. It refuses a public repository (the
 * one pushed to, or for `push: none` the workspace's), so call it before asking for a link or downloading anything.
 */
export async function openValuesStore(context: RunContext<LinkRunSettings>): Promise<ValuesStore | undefined> {
  const { values } = context.settings;
  if (!values.file) return undefined;
  if (values.push === 'none') {
    await refusePublicWorkspace(context);
    return workspaceStore(valuesFilePath(values.file, 'workspace'), context.runner.workspace, context.clock);
  }
  const target = await openGitHubTarget(context, valuesFilePath(values.file, 'repository'));
  return values.push === 'commit'
    ? commitStore(target, context.clock, context.log)
    : pullRequestStore(target, values.pullRequestBranch, context.clock, context.log);
}

export interface RolloutOptions {
  /** A store opened early (`openValuesStore`), so a public repository was refused before the export work. */
  store?: ValuesStore;
  /** How the deployed bundle's manifest is read for the diff (the bundle capability's parser and link reader). */
  previousBundle?: PreviousBundleSource;
}

/**
 * Edits the values file and delivers it (`push`), with the diff of the pages it changes against the bundle deployed
 * now. Returns `values-changed`, `commit-sha`, `pull-request-url`, and with a diff `pages-added`, `pages-removed`,
 * `pages-changed` and `diff-file`. Opens no log group itself: callers wrap it in theirs.
 */
export async function rollOutValues(
  context: RunContext<LinkRunSettings>,
  facts: RolloutFacts,
  options: RolloutOptions = {},
): Promise<Outputs> {
  const { settings, log, runner, clock } = context;
  const values = settings.values;
  if (!options.store && !values.file) {
    log.info('No `values-file` given: no Helm values to update.');
    return {};
  }
  const change = valuesChange(context, facts);
  const target = options.store ?? (await openValuesStore(context));
  if (!target) return {};

  const { outcome, record } = await bundleDiff({
    deployed: await readDeployedSafely(context, target),
    keyPath: values.keyPath,
    nextJobId: facts.jobId,
    next: facts.manifest,
    recordKey: recordKey(settings.service.apiKey, {
      apiUrl: settings.service.apiUrl,
      repository: values.repository ? fullNameOf(values.repository) : '',
      file: target.file,
      keyPath: values.keyPath,
    }),
    source: previousBundleSource(context, options.previousBundle),
    nowMs: clock.now(),
    setSecret: context.setSecret,
    log,
  });
  log.info(diffLogLine(outcome));

  log.info(`Setting \`${values.keyPath.join('.')}\` in ${target.location}.`);
  const runUrl =
    runner.repository && runner.runId
      ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runner.runId}`
      : undefined;
  const delivery = await target.deliver((text) => editValues(text, change), {
    commitMessage:
      values.push === 'commit' ? commitMessage(values.commitMessage, facts.jobId, record) : values.commitMessage,
    pullRequest: {
      title: values.commitMessage,
      body: pullRequestBody({
        facts: { ...facts, sizeBytes: facts.sizeBytes ?? facts.bundle.sizeBytes },
        mode: settings.mode === 'refresh-link' ? 'refresh-link' : 'export',
        file: target.file,
        keyPath: values.keyPath,
        version: values.version,
        expiresAt: change.record.expiresAt,
        runUrl,
        diff: outcome,
        record,
      }),
    },
  });
  log.info(delivery.story);
  const diffOutputs = await writeDiffFile(context, outcome, facts.jobId);
  await writeStepSummary(
    context,
    `${deliverySummary(delivery, values.keyPath)}\n${diffMarkdown(outcome, SUMMARY_DIFF_BUDGET)}\n`,
  );
  return { ...valuesOutputs(delivery), ...diffOutputs };
}

/**
 * The deployed link's reader, unless the link comes from a workspace an outsider controls: with `push: none` it is read
 * from the workspace file, which a pull request from a fork writes. Then the diff says, in a notice, why there is none.
 */
function previousBundleSource(
  context: RunContext<LinkRunSettings>,
  source: PreviousBundleSource | undefined,
): PreviousBundleSource | undefined {
  if (!source || context.settings.values.push !== 'none' || !pullRequestFromFork(context.runner.event)) return source;
  return {
    ...source,
    refusal:
      'the link the values hold is not read: the workspace comes from a pull request from a fork, whose author chose the file.',
  };
}

/** `push: commit` records the manifest at the end of its commit message, or says there why it cannot. */
function commitMessage(message: string, jobId: string, record: ManifestRecord | undefined): string {
  if (!record) return message;
  const block = recordBlockWithin(jobId, record, 'commit-message', MAX_RECORD_IN_COMMIT);
  return `${message}\n\n${block ?? unrecordedNote(record.pages, 'this commit message')}`;
}

/** The step summary shows the diff's paths up to this many characters; the `diff-file` output has them all. */
const SUMMARY_DIFF_BUDGET = 30_000;

/** A deployed side that cannot be read costs the diff, not the rollout: the delivery reads the file again anyway. */
async function readDeployedSafely(context: RunContext, store: ValuesStore): Promise<DeployedValues> {
  try {
    return await store.readDeployed();
  } catch (error) {
    context.log.warning(`Could not read the deployed values for the bundle diff: ${describeFailure(error)}`);
    return { text: undefined, records: [] };
  }
}

/** The full diff as JSON in the runner's temp directory, and the outputs that name it and its counts. */
async function writeDiffFile(context: RunContext, outcome: DiffOutcome, nextJobId: string): Promise<Outputs> {
  if (outcome.kind !== 'diff') return {};
  const file = path.join(context.runner.runnerTemp, 'docs-export', 'bundle-diff.json');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, diffJson(outcome, nextJobId), 'utf8');
  const { diff } = outcome;
  return {
    'pages-added': String(diff.added.length),
    'pages-removed': String(diff.removed.length),
    'pages-changed': String(diff.changed.length),
    'diff-file': file,
  };
}

/** The link written (the presigned one, or the re-hosted `values-bundle-url`) and the note recorded beside it. */
export function valuesChange(context: RunContext<LinkRunSettings>, facts: RolloutFacts): ValuesChange {
  const { keyPath, version, bundleUrlTemplate } = context.settings.values;
  // Checked before anything is read or written: the id goes into a YAML comment, a URL and the pull request.
  if (!isJobId(facts.jobId)) throw new ValuesFileError(badJobIdMessage('The job id of the bundle to roll out'));
  if (!bundleUrlTemplate) {
    return {
      keyPath,
      version,
      bundleUrl: facts.bundle.bundleUrl,
      record: { jobId: facts.jobId, expiresAt: normalizeExpiry(facts.bundle.expiresAt) },
    };
  }
  if (bundleUrlTemplate.includes('{sha256}') && !facts.sha256) {
    throw new ValuesTargetError(
      '`values-bundle-url` uses {sha256}, but the bundle was not downloaded in this run: set `download: true`.',
    );
  }
  const bundleUrl = bundleUrlTemplate.replaceAll('{jobId}', facts.jobId).replaceAll('{sha256}', facts.sha256 ?? '');
  return { keyPath, version, bundleUrl, record: { jobId: facts.jobId } };
}

export function valuesOutputs(delivery: Delivery): Outputs {
  return {
    'values-changed': String(delivery.changed),
    ...(delivery.commitSha && { 'commit-sha': delivery.commitSha }),
    ...(delivery.pullRequestUrl && { 'pull-request-url': delivery.pullRequestUrl }),
  };
}

/** Step summary lines for the values half; only facts, never the link. */
function deliverySummary(delivery: Delivery, keyPath: readonly string[]): string {
  const lines = ['### Helm values', '', `- \`${keyPath.join('.')}\`: ${delivery.story}`];
  if (delivery.commitSha) lines.push(`- Commit: \`${delivery.commitSha}\``);
  if (delivery.pullRequestUrl) lines.push(`- Pull request: ${delivery.pullRequestUrl}`);
  return `${lines.join('\n')}\n`;
}
