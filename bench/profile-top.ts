// The top frames of a V8 CPU profile (`--cpu-prof`) by self time. Each sample counts at most `--cap-us` (2 ms):
// on a busy machine a descheduled process would otherwise charge its whole wait to the frame it stopped in.
// `--window <regex>` keeps the span from the first to the last sample whose frame matches (e.g. processCallback:
// the download, while zlib inflates). Run: npm exec -- node bench/profile-top.ts <file.cpuprofile> [--top 25]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string' }, window: { type: 'string' }, 'cap-us': { type: 'string' } },
});
const [file] = positionals;
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [--top N] [--window regex] [--cap-us 2000]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const cap = Number(values['cap-us'] ?? 2000);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const label = (id: number | undefined): string => {
  const frame = nodes.get(id ?? -1)?.callFrame;
  if (!frame) return '?';
  const url = frame.url.replace(/^.*\/(dist|node_modules)\//, '$1/');
  return `${frame.functionName || '(anonymous)'} ${url}:${frame.lineNumber + 1}`;
};

let from = 0;
let to = profile.samples.length - 1;
if (values.window) {
  const pattern = new RegExp(values.window);
  const hits = profile.samples.flatMap((id, index) => (pattern.test(label(id)) ? [index] : []));
  if (hits.length === 0) throw new Error(`no sample matches ${values.window}`);
  from = hits[0] ?? 0;
  to = hits.at(-1) ?? to;
}
const self = new Map<string, number>();
let wall = 0;
let weighted = 0;
for (let index = from; index <= to; index++) {
  const delta = profile.timeDeltas[index] ?? 0;
  const key = label(profile.samples[index]);
  wall += delta;
  weighted += Math.min(delta, cap);
  self.set(key, (self.get(key) ?? 0) + Math.min(delta, cap));
}
const idle = self.get('(idle) :0') ?? 0;
const busy = weighted - idle;
console.log(
  `span ${(wall / 1000).toFixed(0)} ms wall; sampled ${(weighted / 1000).toFixed(0)} ms, busy ${(busy / 1000).toFixed(0)} ms`,
);
for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top ?? 25))) {
  const share = key === '(idle) :0' ? '' : `${((100 * micros) / busy).toFixed(1)}% of busy`;
  console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${share.padEnd(13)}  ${key}`);
}
