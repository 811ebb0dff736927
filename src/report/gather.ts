// The collection phase of a report run: the current period, then the comparison (read back for free
// when an earlier report holds it, else from the service), all within the request budget.
import { ServiceError } from '../client/types.ts';
import { StepFailure } from '../runtime/failure.ts';
import type { RequestBudget } from './budget.ts';
import { BudgetExhausted } from './budget.ts';
import { AnalyticsQuotaSpent, collectPeriod } from './collect.ts';
import type { CollectOptions } from './collect.ts';
import type { ReadBack } from './history/read-back.ts';
import type { CollectedReport, Period, PeriodData } from './types.ts';

export interface GatherInputs {
  period: Period;
  /** The preceding period when `compare` is on. */
  comparisonPeriod?: Period;
  readBack?: ReadBack;
  budget: RequestBudget;
  collect: CollectOptions;
}

/** Fails only when not even the current period's totals could be fetched; every other gap is named in `missing`. */
export async function gatherAnalytics(inputs: GatherInputs): Promise<CollectedReport> {
  const { period, comparisonPeriod, readBack, budget, collect } = inputs;
  const { log } = collect;
  let current: PeriodData;
  try {
    current = await collectPeriod(period, collect);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StepFailure(`No report for ${period.label}: ${message}`, { 'requests-used': String(budget.used) });
  }

  const missing: string[] = [];
  let previous: PeriodData | undefined;
  let comparisonSource: CollectedReport['comparisonSource'] = 'none';
  let comparisonOrigin: string | undefined;
  if (comparisonPeriod && readBack) {
    previous = readBack.report.data;
    comparisonSource = 'earlier-report';
    comparisonOrigin = readBack.url;
  } else if (comparisonPeriod) {
    try {
      previous = await collectPeriod(comparisonPeriod, collect);
      comparisonSource = 'service';
    } catch (error) {
      if (error instanceof BudgetExhausted) missing.push(`the comparison period (${comparisonPeriod.label}): the request budget of ${budget.limit} requests was spent`);
      else if (error instanceof AnalyticsQuotaSpent) missing.push(`the comparison period (${comparisonPeriod.label}): the organisation's hourly analytics quota is spent`);
      else if (error instanceof ServiceError) missing.push(`the comparison period (${comparisonPeriod.label}): the service answered with an error`);
      else throw error;
      log.warning(`The comparison period ${comparisonPeriod.label} was not fetched: ${error.message}`);
    }
  }
  return { current, previous, comparisonSource, comparisonOrigin, requestsUsed: budget.used, requestBudget: budget.limit, missing };
}
