// The two-proportion test lives in util/ so that the task lifecycle's verdict (src/tasks/verdict.ts) shares it.
export { MINIMUM_RATE_CHANGE, rateChange } from '../../util/rate-change.ts';
export type { RateCount } from '../../util/rate-change.ts';
