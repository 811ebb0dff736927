// The leak sweep: every text a run leaves behind, searched for the API key and the presigned
// link's secret parts. The link may appear in exactly two places: the `bundle-url` output and the
// values file (in the workspace, or as the `content` of a contents PUT to GitHub). The API key
// may appear nowhere. Runs on raw text: nothing here relies on the runner's masking.
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { RecordedRequest as GitHubRequest } from '../../../devkit/github-fake/index.ts';
import { allCapturedText } from '../../../devkit/harness/run-action.ts';
import type { ActionRun } from '../../../devkit/harness/run-action.ts';

/** `key`: may appear nowhere. `link`: may appear in the bundle-url output and the values file only. */
export interface Secret {
  label: string;
  value: string;
  kind: 'key' | 'link';
}

export interface LeakSource {
  where: string;
  text: string;
  /** The places the link is meant to go. */
  allowsLink: boolean;
}

export interface SweepPlaces {
  /** Directories whose files are all read (runner temp, workspace: reports, extracted pages, temp files). */
  directories: string[];
  /** The values file: allowed to hold the link. */
  valuesFiles: string[];
  /** Files not read at all (the bundle: compressed bytes from the service). */
  skipFiles: string[];
  /** Requests the GitHub fake received during the run. */
  githubRequests: readonly GitHubRequest[];
}

const SIGNATURE = /X-Amz-Signature=([0-9A-Za-z%]+)/g;
const CREDENTIAL = /X-Amz-Credential=([^&"\s<>]+)/g;

/** The secret parts of every link found in these texts (bundle answers, outputs, store request queries). */
export function linkSecrets(texts: readonly string[]): Secret[] {
  const secrets = new Map<string, Secret>();
  const add = (label: string, value: string) => {
    if (value.length >= 8) secrets.set(value, { label, value, kind: 'link' });
  };
  for (const text of texts) {
    for (const [, signature = ''] of text.matchAll(SIGNATURE)) add('X-Amz-Signature', safeDecode(signature));
    for (const [, credential = ''] of text.matchAll(CREDENTIAL)) {
      const decoded = safeDecode(credential);
      add('X-Amz-Credential', credential);
      add('X-Amz-Credential', decoded);
      add('X-Amz-Credential access key id', decoded.split('/')[0] ?? '');
    }
  }
  return [...secrets.values()];
}

/** Every text the run left: visible log, annotations, summary, outputs, env, state, files, GitHub request bodies. */
export async function collectLeakSources(run: ActionRun, places: SweepPlaces): Promise<LeakSource[]> {
  const sources: LeakSource[] = [
    {
      where: 'captured text (log, annotations, summary, outputs but bundle-url, env)',
      text: allCapturedText(run, { exceptOutputs: ['bundle-url'] }),
      allowsLink: false,
    },
    { where: 'visible log lines', text: run.visibleLogLines.join('\n'), allowsLink: false },
    { where: 'annotations', text: JSON.stringify(run.annotations), allowsLink: false },
    { where: 'step summary', text: run.summary, allowsLink: false },
    { where: 'saved state', text: JSON.stringify(run.state), allowsLink: false },
    { where: 'added paths', text: run.addedPaths.join('\n'), allowsLink: false },
  ];
  const link = run.outputs['bundle-url'];
  // The raw file too (delimiters, anything the parser skipped), with only the bundle-url value taken out.
  sources.push({
    where: 'outputs file but the bundle-url value',
    text: link ? run.outputsFileText.split(link).join('') : run.outputsFileText,
    allowsLink: false,
  });
  for (const [name, value] of Object.entries(run.outputs)) {
    sources.push({ where: `output ${name}`, text: `${name}\n${value}`, allowsLink: name === 'bundle-url' });
  }
  const skip = new Set(places.skipFiles.map((f) => resolve(f)));
  const values = new Set(places.valuesFiles.map((f) => resolve(f)));
  for (const directory of places.directories) {
    for (const file of await filesUnder(directory)) {
      sources.push({ where: `file name ${file}`, text: file, allowsLink: false });
      if (skip.has(file)) continue;
      sources.push({ where: `file ${file}`, text: await readFile(file, 'latin1'), allowsLink: values.has(file) });
    }
  }
  places.githubRequests.forEach((request, index) => sources.push(...githubRequestSources(request, index)));
  return sources;
}

/** A contents PUT carries the values file base64-encoded in `content`: decoded, it may hold the link; the rest of the body may not. */
function githubRequestSources(request: GitHubRequest, index: number): LeakSource[] {
  const where = `GitHub request #${index + 1} ${request.method} ${request.path}`;
  const sources: LeakSource[] = [
    { where: `${where} (path and query)`, text: `${request.path}?${JSON.stringify(request.query)}`, allowsLink: false },
  ];
  let body: unknown;
  try {
    body = request.body === '' ? undefined : JSON.parse(request.body);
  } catch {
    body = undefined;
  }
  const isContentsWrite = request.method === 'PUT' && /\/contents\//.test(request.path);
  if (
    isContentsWrite &&
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { content?: unknown }).content === 'string'
  ) {
    const { content, ...rest } = body as { content: string };
    sources.push({
      where: `${where} (decoded content)`,
      text: Buffer.from(content, 'base64').toString('utf8'),
      allowsLink: true,
    });
    sources.push({ where: `${where} (body without content)`, text: JSON.stringify(rest), allowsLink: false });
  } else {
    sources.push({ where: `${where} (body)`, text: request.body, allowsLink: false });
  }
  return sources;
}

/** Where each secret turned up where it must not; no secret (of any kind) is part of the message. */
export function findLeaks(sources: readonly LeakSource[], secrets: readonly Secret[]): string[] {
  const leaks: string[] = [];
  const longestFirst = [...secrets].sort((a, b) => b.value.length - a.value.length);
  for (const source of sources) {
    const found = secrets.filter(
      (secret) => !(secret.kind === 'link' && source.allowsLink) && source.text.includes(secret.value),
    );
    if (found.length === 0) continue;
    const masked = longestFirst.reduce(
      (text, secret) => text.split(secret.value).join(`<${secret.label}>`),
      source.text,
    );
    for (const secret of found) {
      const at = Math.max(0, masked.indexOf(`<${secret.label}>`));
      leaks.push(
        `${secret.label} in ${source.where}: …${masked.slice(Math.max(0, at - 60), at + secret.label.length + 62).replace(/\s+/g, ' ')}…`,
      );
    }
  }
  return leaks;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => resolve(join(e.parentPath, e.name)));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
