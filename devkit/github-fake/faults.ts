/** Which requests a fault applies to; every field left out matches anything. */
export interface RequestMatcher {
  method?: string;
  /** Exact decoded path (`/repos/o/r/issues`), or a pattern tested against it. */
  path?: string | RegExp;
  /** Login of the token making the request. */
  login?: string;
}

interface Repeats {
  /** How many times the fault fires before it is spent (default 1). */
  times?: number;
}

export type RequestFaultSpec =
  | ({
      kind: 'secondary-rate-limit';
      /** Seconds of `Retry-After` (default 60); null: the header is left out. */
      retryAfter?: number | null;
      /** 403 (default) or 429: GitHub documents both for its secondary limits. */
      status?: 403 | 429;
      /** GitHub's words (default: today's "You have exceeded a secondary rate limit..."); older servers said others. */
      message?: string;
      match?: RequestMatcher;
    } & Repeats)
  | ({ kind: 'primary-rate-limit'; status?: 403 | 429; resetInSeconds?: number; match?: RequestMatcher } & Repeats)
  | ({
      kind: 'server-error';
      status?: number;
      /**
       * Serve the request first, then answer the error instead of its answer, as a load balancer whose backend
       * finished after it gave up does (default false: nothing is served).
       */
      served?: boolean;
      match?: RequestMatcher;
    } & Repeats)
  | ({
      kind: 'connection-drop';
      /**
       * `before-serving`: the request is read, then its connection closed with nothing done. `after-serving`: the
       * request is done (an issue opened, a commit made), then its connection closed before any answer is written.
       */
      when: 'before-serving' | 'after-serving';
      match?: RequestMatcher;
    } & Repeats);

/**
 * Before a write to `branch` (and to `path`, when given) of `repo`, another commit lands first,
 * so the caller's blob sha or parent commit is stale.
 */
export interface RaceFaultSpec extends Repeats {
  kind: 'race';
  repo: string;
  /** Default: the repository's default branch. */
  branch?: string;
  /** The file the intruding commit changes; without it a separate file is added. */
  path?: string;
  /** The first matching write that finds an intruder (1-based, default 1). Later ones follow while `times` lasts. */
  beforeWrite?: number;
  /** New content of `path` for the nth intrusion; default: the old content with a comment line appended. */
  content?: (current: string | undefined, nth: number) => string;
  /** Who makes the intruding commit (default `concurrent-editor`). */
  login?: string;
}

export type FaultSpec = RequestFaultSpec | RaceFaultSpec;

export interface RequestInfo {
  method: string;
  path: string;
  login: string;
}

export interface WriteTarget {
  repo: string;
  branch: string;
  /** Absent for writes that move a branch (ref updates), which race on any path. */
  path?: string;
}

interface Armed<T> {
  spec: T;
  remaining: number;
  seen: number;
  fired: number;
}

function matches(matcher: RequestMatcher | undefined, req: RequestInfo): boolean {
  if (!matcher) return true;
  if (matcher.method && matcher.method.toUpperCase() !== req.method) return false;
  if (matcher.login && matcher.login.toLowerCase() !== req.login.toLowerCase()) return false;
  if (typeof matcher.path === 'string' && matcher.path !== req.path) return false;
  if (matcher.path instanceof RegExp && !matcher.path.test(req.path)) return false;
  return true;
}

function raceApplies(spec: RaceFaultSpec, target: WriteTarget, defaultBranch: string): boolean {
  if (spec.repo.toLowerCase() !== target.repo.toLowerCase()) return false;
  if ((spec.branch ?? defaultBranch) !== target.branch) return false;
  return spec.path === undefined || target.path === undefined || spec.path === target.path;
}

/** The faults armed for a test; each one is spent after `times` firings. */
export class FaultBook {
  #requestFaults: Armed<RequestFaultSpec>[] = [];
  #races: Armed<RaceFaultSpec>[] = [];

  set(faults: readonly FaultSpec[]): void {
    const arm = <T extends FaultSpec>(spec: T): Armed<T> => ({ spec, remaining: spec.times ?? 1, seen: 0, fired: 0 });
    this.#requestFaults = faults.filter((f): f is RequestFaultSpec => f.kind !== 'race').map(arm);
    this.#races = faults.filter((f): f is RaceFaultSpec => f.kind === 'race').map(arm);
  }

  /** The fault this request runs into, if any (spending one firing). */
  takeRequestFault(req: RequestInfo): RequestFaultSpec | undefined {
    const armed = this.#requestFaults.find((a) => a.remaining > 0 && matches(a.spec.match, req));
    if (!armed) return undefined;
    armed.remaining -= 1;
    return armed.spec;
  }

  /** Counts a write and says whether an intruding commit must land before it (and which one it is). */
  takeRace(target: WriteTarget, defaultBranch: string): { spec: RaceFaultSpec; nth: number } | undefined {
    for (const armed of this.#races) {
      if (!raceApplies(armed.spec, target, defaultBranch)) continue;
      armed.seen += 1;
      if (armed.remaining > 0 && armed.seen >= (armed.spec.beforeWrite ?? 1)) {
        armed.remaining -= 1;
        armed.fired += 1;
        return { spec: armed.spec, nth: armed.fired };
      }
    }
    return undefined;
  }

  /** Faults not yet spent, for tests that check every armed fault was hit. */
  pending(): FaultSpec[] {
    return [...this.#requestFaults, ...this.#races].filter((a) => a.remaining > 0).map((a) => a.spec);
  }
}
