// Page views and AI-assistant questions: event counts derived from the same daily visitors,
// so that every page has at least as many views as visitors.
import { hash2, hashString } from '../hash.ts';
import { dailyVisitors, dayFactors } from './dataset.ts';
import type { ProjectModel } from './dataset.ts';

export interface ViewCounts {
  human: number;
  ai: number;
  total: number;
}

export interface ViewRow extends ViewCounts {
  path: string;
}

export interface CallerStats {
  web: number;
  api: number;
  other: number;
  total: number;
}

const low16 = (x: number): number => (x & 0xffff) / 65536;
const high16 = (x: number): number => (x >>> 16) / 65536;

export function aggregateViews(
  model: ProjectModel,
  firstDay: number,
  endDay: number,
): { totals: ViewCounts; rows: ViewRow[] } {
  const f = dayFactors(firstDay, endDay);
  const rows: ViewRow[] = [];
  const totals: ViewCounts = { human: 0, ai: 0, total: 0 };
  const day = { human: 0, ai: 0 };
  for (let i = 0; i < model.paths.length; i++) {
    const key = model.key[i] ?? 0;
    // People read a page a few times; agents mostly fetch it once.
    const humanExtra = 0.2 + 1.4 * low16(hash2(key, 13));
    const aiExtra = 0.9 * high16(hash2(key, 13));
    let human = 0;
    let ai = 0;
    for (let k = 0; k < f.days.length; k++) {
      dailyVisitors(model, i, f, k, day);
      const u = hash2(key ^ 0x3c6ef372, f.days[k] ?? 0);
      human += day.human + Math.floor(day.human * humanExtra + low16(u));
      ai += day.ai + Math.floor(day.ai * aiExtra + high16(u));
    }
    if (human + ai === 0) continue;
    rows.push({ path: model.paths[i] ?? '', human, ai, total: human + ai });
    totals.human += human;
    totals.ai += ai;
  }
  totals.total = totals.human + totals.ai;
  rows.sort((a, b) => (a.total !== b.total ? b.total - a.total : a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { totals, rows };
}

/** Questions a day to the assistant per human visitor of a typical weekday. */
const QUESTIONS_PER_VISITOR = 0.012;

/** Questions to the assistant on each day of a window, by caller; `each` sees every day in order. */
function eachAssistantDay(
  seed: number,
  projectId: string,
  model: ProjectModel,
  firstDay: number,
  endDay: number,
  each: (k: number, web: number, api: number, other: number) => void,
): void {
  const f = dayFactors(firstDay, endDay);
  const key = hash2(seed ^ 0xa551, hashString(projectId));
  const daily = model.humans.reduce((sum, h) => sum + h, 0) * QUESTIONS_PER_VISITOR * model.questionScale;
  for (let k = 0; k < f.days.length; k++) {
    const x = hash2(key, f.days[k] ?? 0);
    const y = Math.imul(x, 0x9e3779b1) >>> 0;
    const w = hash2(x, 7);
    each(
      k,
      Math.floor(daily * 0.68 * (f.human[k] ?? 1) * (0.8 + 0.4 * low16(x)) + low16(y)),
      Math.floor(daily * 0.24 * (f.ai[k] ?? 1) * (0.8 + 0.4 * high16(x)) + high16(y)),
      Math.floor(daily * 0.08 * (0.6 + 0.8 * low16(w)) + high16(w)),
    );
  }
}

export function assistantCallers(
  seed: number,
  projectId: string,
  model: ProjectModel,
  firstDay: number,
  endDay: number,
): CallerStats {
  const stats: CallerStats = { web: 0, api: 0, other: 0, total: 0 };
  eachAssistantDay(seed, projectId, model, firstDay, endDay, (_k, web, api, other) => {
    stats.web += web;
    stats.api += api;
    stats.other += other;
  });
  stats.total = stats.web + stats.api + stats.other;
  return stats;
}

/** Questions on each day of a window (index 0: firstDay): what the assistant's conversations hold per day. */
export function assistantDailyTotals(
  seed: number,
  projectId: string,
  model: ProjectModel,
  firstDay: number,
  endDay: number,
): Int32Array {
  const totals = new Int32Array(Math.max(0, endDay - firstDay));
  eachAssistantDay(seed, projectId, model, firstDay, endDay, (k, web, api, other) => {
    totals[k] = web + api + other;
  });
  return totals;
}
