import type { VerifiedBundle } from '../../src/bundle/download/fetch.ts';
import type { BundleError } from '../../src/bundle/errors.ts';
import type { TreeNode } from './fs-tree.ts';
import { readReference } from './reference.ts';

/** The extraction target sits four levels below the case root, so `../../../x` still lands inside it, where the walk sees it. */
export const TARGET = 'deep/a/b/c/site';
const SKELETON = [
  'deep',
  'deep/a',
  'deep/a/b',
  'deep/a/b/c',
  'download',
  'outside',
  'outside/canary.txt',
  'outside/keep',
  'outside/keep/deep.txt',
];

/**
 * The case directory after the case: the skeleton, the bundle only when verified (never a `.part`),
 * and under the target only plain directories and singly-linked files, none at all unless extracted.
 */
export function checkCaseTree(
  tree: Map<string, TreeNode>,
  state: { verified: boolean; extracted: boolean; siteRoot: string },
): string[] {
  const problems: string[] = [];
  let sawIndex = false;
  for (const [path, node] of tree) {
    if (SKELETON.includes(path)) continue;
    if (path === 'download/bundle.tar.gz' && state.verified && node.kind === 'file') continue;
    if (path === TARGET && state.verified && node.kind === 'directory') continue;
    if (path.startsWith(`${TARGET}/`)) {
      if (!state.extracted) problems.push(`${JSON.stringify(path)} left in the target after a refused extraction`);
      else if (node.kind === 'file' && node.nlink !== 1)
        problems.push(`${JSON.stringify(path)} is a file with ${node.nlink} links`);
      else if (node.kind !== 'file' && node.kind !== 'directory')
        problems.push(`${JSON.stringify(path)} extracted as a ${node.kind}`);
      if (path === `${TARGET}/${state.siteRoot}index.html` && node.kind === 'file') sawIndex = true;
      continue;
    }
    problems.push(
      `${JSON.stringify(path)} (${node.kind}) appeared outside the target${path.startsWith('download/') ? ' in the bundle directory' : ''}`,
    );
  }
  for (const path of SKELETON) if (!tree.has(path)) problems.push(`${JSON.stringify(path)} disappeared`);
  if (state.extracted && !sawIndex)
    problems.push(`extracted, but ${state.siteRoot}index.html is not a file in the target`);
  return problems;
}

/** Where the streaming verification and a whole-file reading of the saved bundle disagree. */
export function disagreements(verified: VerifiedBundle, file: string, scanned: boolean): string[] {
  let reference;
  try {
    reference = readReference(file, scanned);
  } catch (error) {
    return [`verified, but a whole-file reading fails: ${error instanceof Error ? error.message : String(error)}`];
  }
  const found: string[] = [];
  if (reference.unsafe.length > 0)
    found.push(`verified, but a whole-file reading finds ${reference.unsafe.slice(0, 3).join('; ')}`);
  if (reference.pages !== verified.pageCount)
    found.push(`verified with ${verified.pageCount} pages; a whole-file reading counts ${reference.pages}`);
  if ((reference.siteRoot ?? '') !== verified.siteRoot)
    found.push(
      `verified with the site at ${JSON.stringify(verified.siteRoot)}; a whole-file reading puts it at ${JSON.stringify(reference.siteRoot)}`,
    );
  if (reference.findings !== undefined && reference.findings !== verified.airgapFindings.length) {
    found.push(
      `verified with ${verified.airgapFindings.length} external references; a whole-file reading finds ${reference.findings}`,
    );
  }
  return found;
}

/** A refusal's message, with what varies per case blanked: names, numbers, paths. */
export function reasonOf(error: BundleError, root: string): string {
  let text = error.message.split(root).join('<root>');
  text = text.replace(/^The bundle failed verification: /, '').replace(/\. It was deleted;.*$/s, '');
  text = text
    .replace(/^Could not extract the bundle into <root>\S*: /, '')
    .replace(/^Refused to extract the bundle into <root>\S*: /, 'refused: ');
  if (error.stage === 'airgap') text = 'air-gap check failed';
  text = text
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(error.stage === 'extraction' ? /'[^']*'/g : /$^/, "'…'")
    .replace(/\d+(\.\d+)?/g, 'N')
    .replace(/;.*$/s, '');
  return `${error.stage}: ${text.slice(0, 140)}`;
}
