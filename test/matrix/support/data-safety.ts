// "No data lost": what a run leaves at bundle-path and in the values file, checked the same way
// for every row. Each check returns problems as text, so one row reports all of them at once.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseDocument } from 'yaml';

/** `bundle-path` as the action resolves it: the input, else its default under RUNNER_TEMP. */
export function bundlePathOf(runnerTemp: string, input: string | undefined): string {
  return input ?? join(runnerTemp, 'docs-export', 'bundle.tar.gz');
}

/** On success: the file at bundle-path is the verified bundle the outputs describe, and nothing else lies beside it. */
export async function verifiedBundleProblems(bundlePath: string, outputs: Record<string, string>): Promise<string[]> {
  const problems = await leftoverProblems(bundlePath);
  let bytes: Buffer;
  try {
    bytes = await readFile(bundlePath);
  } catch {
    return [...problems, `no bundle at bundle-path ${bundlePath}`];
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (outputs['bundle-path'] !== bundlePath)
    problems.push(`output bundle-path is ${outputs['bundle-path']}, expected ${bundlePath}`);
  if (outputs['bundle-sha256'] !== sha256)
    problems.push('the file at bundle-path does not have the SHA-256 of the bundle-sha256 output');
  if (outputs['bundle-size'] !== String(bytes.length))
    problems.push(`bundle-size ${outputs['bundle-size']} but the file has ${bytes.length} bytes`);
  try {
    gunzipSync(bytes);
  } catch {
    problems.push('the file at bundle-path is not a whole gzip stream');
  }
  return problems;
}

/** On failure: nothing at bundle-path, and no temp file of the download beside it. */
export async function noBundleProblems(bundlePath: string): Promise<string[]> {
  const problems = await leftoverProblems(bundlePath);
  if (await exists(bundlePath)) problems.push(`a file was left at bundle-path ${bundlePath} although the run failed`);
  return problems;
}

async function leftoverProblems(bundlePath: string): Promise<string[]> {
  const names = await readdir(dirname(bundlePath)).catch(() => [] as string[]);
  const temps = names.filter(
    (name) => name.endsWith('.part') || (name.startsWith(`.${basename(bundlePath)}`) && name !== basename(bundlePath)),
  );
  return temps.map((name) => `temp file ${name} left beside bundle-path`);
}

/** `link-unchanged`: others may have edited the file meanwhile, but this run's link did not land. */
export type ValuesExpectation = 'unchanged' | 'new-link' | 'link-unchanged';

/**
 * The values file is never half-written: it parses as YAML, and it is either the text it was before
 * or holds the new link at `<key>.bundleUrl`, with the rest of the document kept.
 */
export function valuesProblems(
  before: string,
  after: string | undefined,
  expected: ValuesExpectation,
  newLink: string | undefined,
  keyPath: string[],
): string[] {
  if (after === undefined) return ['the values file is gone'];
  const document = parseDocument(after);
  if (document.errors.length > 0)
    return [`the values file does not parse as YAML: ${document.errors[0]?.message ?? ''}`];
  if (expected === 'unchanged')
    return after === before ? [] : ['the values file changed although the run should not have changed it'];
  const link = document.getIn([...keyPath, 'bundleUrl']);
  const original = parseDocument(before);
  if (expected === 'link-unchanged') {
    return link === original.getIn([...keyPath, 'bundleUrl'])
      ? []
      : ['the values file got a new link although the run failed'];
  }
  const problems: string[] = [];
  if (newLink === undefined) problems.push('no bundle-url output to compare the values file with');
  else if (link !== newLink)
    problems.push(`${keyPath.join('.')}.bundleUrl in the values file is not the bundle-url output`);
  if (link !== undefined && link === original.getIn([...keyPath, 'bundleUrl']))
    problems.push('the values file still holds the link it had before the run');
  for (const key of ['replicaCount', 'ingress']) {
    if (JSON.stringify(document.get(key)) !== JSON.stringify(original.get(key)))
      problems.push(`unrelated key ${key} of the values file changed`);
  }
  return problems;
}

/** Temp files a values write could leave beside the file. */
export async function valuesTempProblems(valuesPath: string): Promise<string[]> {
  const names = await readdir(dirname(valuesPath)).catch(() => [] as string[]);
  return names
    .filter((name) => name !== basename(valuesPath) && name.startsWith(basename(valuesPath)))
    .map((name) => `temp file ${name} left beside the values file`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
