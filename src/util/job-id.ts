// A job id comes from the service, the `job-id` input, or a comment in a values file that anyone with write access
// to it may have edited; it is written into YAML comments, URL paths, log lines and pull request bodies. Only ids of
// this shape are taken anywhere: letters, digits, `_` and `-`, 1 to 128 characters (the service's are `se_` + hex).

/** The one rule for a job id, wherever it enters. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The same rule as a fragment, for finding a job id inside a longer text (a comment). */
export const JOB_ID_CHARACTERS = '[A-Za-z0-9_-]{1,128}';

export function isJobId(value: unknown): value is string {
  return typeof value === 'string' && JOB_ID_PATTERN.test(value);
}

/** Why `where` is refused, without repeating the value (it may hold line breaks or markup). */
export function badJobIdMessage(where: string): string {
  return `${where} is not a job id: a job id is 1 to 128 letters, digits, \`_\` or \`-\` (such as se_3f9a2c1b8e7d4a06).`;
}
