// The action's sources bundled for a test run: the matrix, the dist rows' neighbours and the harness start the
// action as a child process dozens of times, and a child that loads some 300 TypeScript files (type stripping,
// resolution, linking) spends most of its time doing that. Bundled once per run from the same sources, each child
// loads a few files instead. It is not dist/: built from the working tree at the start of every run, so a stale
// dist/ still never decides a test (test/dist/ runs the committed bundle).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'rolldown';

/** Set by the test run's global setup (test/support/sources-bundle.ts) to the bundle's directory. */
export const SOURCES_BUNDLE_VARIABLE = 'DOCS_EXPORT_TEST_SOURCES_BUNDLE';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const VIRTUAL_TIME_PRELOAD = fileURLToPath(new URL('./virtual-time-preload.ts', import.meta.url));
const VIRTUAL_CLOCK_PRELOAD = fileURLToPath(new URL('./virtual-clock-preload.ts', import.meta.url));

export interface SourcesBundle {
  /** Runs as `node src/index.ts` does. */
  action: string;
  /** Runs as `node src/cli.ts` does. */
  cli: string;
  /** The download process's script, which both entries name. */
  download: string;
  /**
   * The CLI suites' virtual-time preload (virtual-time.ts), bundled with the entries: it changes the clock module
   * they load, which only a preload of the same bundle shares with them.
   */
  virtualTimePreload: string;
  /**
   * The matrix's virtual-clock preload (virtual-clock-preload.ts) as JavaScript: it shares nothing with the entry,
   * but a preload in TypeScript makes every child start Node's type stripper first (loading it took 0.265 s of CPU,
   * 0.105 s as JavaScript; medians of ten).
   */
  virtualClockPreload: string;
}

/** Where the bundle of this run is, when its global setup built one. */
export function sourcesBundle(env: NodeJS.ProcessEnv = process.env): SourcesBundle | undefined {
  const dir = env[SOURCES_BUNDLE_VARIABLE];
  return dir ? bundleFiles(dir) : undefined;
}

function bundleFiles(dir: string): SourcesBundle {
  return {
    action: join(dir, 'index.js'),
    cli: join(dir, 'cli.js'),
    download: join(dir, 'bundle-download.js'),
    virtualTimePreload: join(dir, 'virtual-time-preload.js'),
    virtualClockPreload: join(dir, 'virtual-clock-preload.js'),
  };
}

/**
 * node:http loaded as dist/ loads it: ncc turns an import of a builtin into `require()`, while an ES import makes
 * Node build the builtin's ES facade, which reads every export, and node:http's `WebSocket`, `CloseEvent` and
 * `MessageEvent` load Node's own copy of undici (loading the client's and the toolkit's chunks took 0.375 s of CPU
 * that way, 0.345 s this way, medians of ten; no other builtin the sources import costs more as an ES import). The
 * module here exports the rest of node:http as it is when the bundle loads; an import of one of those three fails
 * the build (rolldown's MISSING_EXPORT), which names it.
 */
function httpRequiredAsDistDoes(): Plugin {
  const FACADE = '\0required-node-http';
  const NODE_OWN_UNDICI = new Set(['WebSocket', 'CloseEvent', 'MessageEvent']);
  return {
    name: 'http-required-as-dist-does',
    resolveId(source, _importer, { kind }) {
      return kind === 'import-statement' && (source === 'node:http' || source === 'http') ? { id: FACADE } : null;
    },
    load(id) {
      if (id !== FACADE) return null;
      const exported = Object.keys(createRequire(import.meta.url)('node:http') as object)
        .filter((key) => !NODE_OWN_UNDICI.has(key) && /^[A-Za-z_$][\w$]*$/.test(key))
        .map((key) => `export const ${key} = builtin.${key};`);
      return [
        "import { createRequire } from 'node:module';",
        "const builtin = createRequire(import.meta.url)('node:http');",
        'export default builtin;',
        ...exported,
      ].join('\n');
    },
  };
}

/**
 * Bundles src/index.ts, src/cli.ts and src/bundle-download.ts into `dir` (ES modules, the dependencies inside, the
 * lazy imports kept lazy as chunks), with the virtual-time preload: a module the preload and an entry both import is
 * one chunk, loaded once. The two entries name the download script `./bundle-download.ts` beside them; in the
 * bundle it is `./bundle-download.js`.
 */
export async function buildSourcesBundle(dir: string): Promise<SourcesBundle> {
  const build = await rolldown({
    input: {
      index: join(SRC, 'index.ts'),
      cli: join(SRC, 'cli.ts'),
      'bundle-download': join(SRC, 'bundle-download.ts'),
      'virtual-time-preload': VIRTUAL_TIME_PRELOAD,
      'virtual-clock-preload': VIRTUAL_CLOCK_PRELOAD,
    },
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      httpRequiredAsDistDoes(),
      {
        name: 'download-script-beside-the-entry',
        transform(code, id) {
          if (id !== join(SRC, 'index.ts') && id !== join(SRC, 'cli.ts')) return null;
          const named = "new URL('./bundle-download.ts', import.meta.url)";
          if (!code.includes(named)) this.error(`${id} no longer names its download script as ${named}`);
          return code.replace(named, "new URL('./bundle-download.js', import.meta.url)");
        },
      },
    ],
  });
  try {
    await build.write({ dir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' });
  } finally {
    await build.close();
  }
  // The bundle sits outside the repository: nothing above it says how to read its .js files.
  await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
  return bundleFiles(dir);
}
