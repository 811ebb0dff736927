// The delivery stores' contract, the workspace store (`push: none`), and the rule for public repositories.
import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getRepository } from '../github/repository.ts';
import type { RecordLayout } from '../manifest/framing.ts';
import type { RunContext, RunnerEnvironment } from '../runtime/context.ts';
import { visibilityInEvent } from '../runtime/event.ts';
import type { LinkRunSettings, PushMode, ValuesSettings } from '../settings/types.ts';
import type { Clock } from '../util/clock.ts';
import { ActionError, describeFailure, OperationError } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import { renameWhenUnlocked } from '../util/rename.ts';
import type { EditResult } from './edit.ts';

/** The values cannot go where the inputs send them (a public repository, no token, no repository): fix the inputs. */
export class ValuesTargetError extends ActionError {
  readonly kind = 'input';
  constructor(message: string) {
    super(message);
    this.name = 'ValuesTargetError';
  }
}

/** What a delivery did, for outputs, the log and the step summary (never the link). */
export interface Delivery {
  changed: boolean;
  commitSha?: string;
  pullRequestUrl?: string;
  /** One sentence: what happened where. */
  story: string;
}

/** What the deployment holds now, as a store reads it: the values file and the texts that may carry its record. */
export interface DeployedValues {
  /** The values file on `values-branch` (the workspace file for `push: none`); undefined when there is none yet. */
  text: string | undefined;
  /** Newest first: bodies of merged pull requests, or messages of the commits that changed the file. */
  records: { layout: RecordLayout; text: string }[];
}

/** The texts a delivery publishes beside the file. */
export interface DeliveryText {
  commitMessage: string;
  /** Used by `push: pull-request` only. */
  pullRequest: { title: string; body: string };
}

/** Where the values file lives for one `push` mode, and how a change reaches it. */
export interface ValuesStore {
  /** The values file's path from the repository (or workspace) root, with `/`. */
  readonly file: string;
  /** "deploy/values.yaml on main of acme/deploy", for messages. */
  readonly location: string;
  /** The file as the deployment will next see it (an open pull request's); undefined when it does not exist yet (workspace only). */
  readCurrent(): Promise<string | undefined>;
  /** The file the deployment reads now (on `values-branch`) and the texts where its rollout may have left a manifest record. */
  readDeployed(): Promise<DeployedValues>;
  /** Applies `edit` to the latest content and delivers the result; a concurrent change is re-read and the edit redone. */
  deliver(edit: (text: string) => EditResult, text: DeliveryText): Promise<Delivery>;
  /** `push: pull-request` only: the base branch, and a notice put at the top of the open pull request's body. */
  pullRequest?: PullRequestNotices;
}

export interface PullRequestNotices {
  /** The branch the pull request merges into: the deployed one. */
  base: string;
  /** Puts `notice` on the open pull request (replacing an earlier one); returns its URL, or undefined when none is open. */
  note(notice: string): Promise<string | undefined>;
}

/**
 * `values-file` with `/` as separator: either separator is accepted (a Windows habit would otherwise be a 404, or a
 * file named with a backslash). In a repository it is a path from the root: `./` and a leading `/` are dropped, as the
 * contents API wants; in the workspace an absolute path stays absolute.
 */
export function valuesFilePath(file: string, where: 'repository' | 'workspace'): string {
  const slashed = file.replaceAll('\\', '/').replace(/(?<!^)\/{2,}/g, '/');
  return where === 'workspace' ? slashed : slashed.replace(/^(\.?\/+)+/, '');
}

/** `push: none`: the file in the workspace, for a later `helm upgrade -f` in the same job. Created when missing. */
export function workspaceStore(file: string, workspace: string, clock: Clock): ValuesStore {
  const absolute = path.resolve(workspace, file);
  let checked: Promise<void> | undefined;
  const readCurrent = async () => {
    await (checked ??= refuseSymbolicLinks(file, absolute, workspace));
    try {
      return await readFile(absolute, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new OperationError(`Could not read the values file ${absolute}: ${describeFailure(error)}`, {
        kind: 'input',
        cause: error,
      });
    }
  };
  return {
    file,
    location: `${file} in the workspace`,
    readCurrent,
    // The workspace keeps no record: a later step may commit the file, but not what this run knew about it.
    readDeployed: async () => ({ text: await readCurrent(), records: [] }),
    async deliver(edit) {
      const current = await readCurrent();
      const result = edit(current ?? '');
      if (!result.changed)
        return { changed: false, story: `${file} in the workspace already holds this link: nothing written.` };
      await mkdir(path.dirname(absolute), { recursive: true });
      // A half-written values file must never be what `helm upgrade -f` reads. The temp file's name is not
      // guessable and it is made new ('wx' fails on anything there, a symlink too): a pull request from a fork
      // could otherwise plant a link at the name and have the presigned link written where it points.
      const temporary = `${absolute}.docs-export-${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, result.text, { encoding: 'utf8', flag: 'wx' });
      if (current !== undefined) await chmod(temporary, (await stat(absolute)).mode);
      try {
        await renameWhenUnlocked(temporary, absolute, clock);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return {
        changed: true,
        story: `${current === undefined ? 'Created' : 'Updated'} ${file} in the workspace, ready for \`helm upgrade -f ${file}\`.`,
      };
    },
  };
}

/**
 * Refuses a values file reached through a symbolic link in the workspace (the file, or a directory on its way): a pull
 * request from a fork can plant one in the checkout, and followed, it would read a file of the runner's into the values
 * that a later step commits, or write the presigned link where it points. A path outside the workspace is the user's
 * own choice: only the file itself is looked at there.
 */
async function refuseSymbolicLinks(file: string, absolute: string, workspace: string): Promise<void> {
  const root = path.resolve(workspace);
  const relative = path.relative(root, absolute);
  const inside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  const parts = relative.split(path.sep);
  const steps = inside ? parts.map((_, index) => path.join(root, ...parts.slice(0, index + 1))) : [absolute];
  for (const step of steps) {
    const entry = await lstat(step).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (!entry) return;
    if (entry.isSymbolicLink()) {
      const shown = lineText(inside ? path.relative(root, step) : step, { quoted: true, max: 200 });
      throw new ValuesTargetError(
        `Input "values-file" (${lineText(file, { quoted: true, max: 200 })}): ${shown} is a symbolic link. The action neither reads nor writes the values through a link (one planted in a pull request could point anywhere): give the path of the file itself.`,
      );
    }
  }
}

/**
 * Why the link must not go where `push` puts it, or undefined. A presigned link is a credential, so it goes to a public
 * repository only when the user says so; that holds for the workspace too (`push: none`), since a later step that
 * commits the workspace publishes it. With `values-bundle-url` the file holds the user's own address instead, and no
 * refusal is needed.
 */
export function publicRepositoryRefusal(
  repository: { fullName: string; visibility: string },
  values: { push: PushMode; allowPublicRepository: boolean; bundleUrlTemplate?: string },
): string | undefined {
  if (repository.visibility !== 'public' || values.allowPublicRepository || values.bundleUrlTemplate) return undefined;
  const verb = {
    none: 'write the bundle link into the workspace of',
    commit: 'commit the bundle link in',
    'pull-request': 'open a pull request with the bundle link in',
  }[values.push];
  const workspace =
    values.push === 'none'
      ? ' (`push: none` writes it into the workspace, and any later step that commits the workspace publishes it)'
      : '';
  return (
    `Refusing to ${verb} ${repository.fullName}: the repository is public, and a presigned link is a credential ` +
    `(anyone who reads it can download the bundle until it expires)${workspace}. Nothing was written. Either set ` +
    '`allow-public-repository: true` to accept that, or re-host the bundle on your own storage and give its address as ' +
    '`values-bundle-url` (then the presigned link is not written to the file).'
  );
}

/**
 * `push: none` in a workflow run: refuses when the workspace's repository (GITHUB_REPOSITORY) is public. The event
 * payload names its visibility for most events (no request); a schedule's does not, and then GitHub is asked. Outside
 * a workflow (no GITHUB_REPOSITORY) there is no repository to protect.
 */
export async function refusePublicWorkspace(context: RunContext<LinkRunSettings>): Promise<void> {
  const values = context.settings.values;
  const fullName = workspaceToCheck(values, context.runner);
  if (!fullName) return;
  const visibility =
    visibilityInEvent(context.runner.event, fullName) ?? (await visibilityFromGitHub(context, fullName));
  const refusal = publicRepositoryRefusal({ fullName, visibility }, values);
  if (refusal) throw new ValuesTargetError(refusal);
}

type WorkspaceValues = Pick<ValuesSettings, 'allowPublicRepository' | 'bundleUrlTemplate'>;

/** The workspace's repository when the link is about to be written there, unless the user already decided. */
function workspaceToCheck(values: WorkspaceValues, runner: Pick<RunnerEnvironment, 'repository'>): string | undefined {
  if (!runner.repository || values.allowPublicRepository || values.bundleUrlTemplate) return undefined;
  return runner.repository;
}

async function visibilityFromGitHub(context: RunContext, fullName: string): Promise<string> {
  const [owner = '', repo = ''] = fullName.split('/');
  if (!context.settings.githubToken) {
    throw new ValuesTargetError(
      `Input \`github-token\` is empty: \`push: none\` writes the presigned link into the workspace of ${fullName}, and the ` +
        'action checks with the token that this repository is not public. Give a token that can read it (the default ' +
        'github.token does), or set `allow-public-repository: true`, or `values-bundle-url`.',
    );
  }
  const facts = await getRepository((await context.github()).octokit, { owner, repo }, 'GITHUB_REPOSITORY');
  return facts.visibility;
}
