// The analytics request budget of one run. The service's 100 requests an hour are shared by
// every tool of the organization, so a report spends at most what the user allowed.

/** Thrown instead of making a request the budget cannot cover. */
export class BudgetExhausted extends Error {
  /** What the refused request was for, e.g. "visitors page 3 of 2026-11-14 to 2026-11-20, 7 days". */
  readonly refused: string;
  readonly limit: number;
  constructor(refused: string, limit: number) {
    super(`the request budget of ${limit} analytics requests is spent: ${refused} was not fetched (raise request-budget to fetch it)`);
    this.name = 'BudgetExhausted';
    this.refused = refused;
    this.limit = limit;
  }
}

export class RequestBudget {
  readonly limit: number;
  #used = 0;

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 0) throw new Error(`a request budget is a whole number >= 0, not ${limit}`);
    this.limit = limit;
  }

  get used(): number {
    return this.#used;
  }

  get remaining(): number {
    return this.limit - this.#used;
  }

  /** Counts one request about to be sent; throws BudgetExhausted (counting nothing) when none is left. */
  take(what: string): void {
    if (this.#used >= this.limit) throw new BudgetExhausted(what, this.limit);
    this.#used += 1;
  }
}
