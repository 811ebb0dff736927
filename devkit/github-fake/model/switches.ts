/** Behaviours of older servers and narrower tokens that a test turns on; the defaults are today's github.com. */
export interface FakeSwitches {
  /**
   * `current`: GraphQL as on github.com. `older-server`: the schema of an older GitHub Enterprise Server, without
   * `Issue.closedByPullRequestsReferences` (asked for, it is GraphQL's `undefinedField` error). `absent`: no GraphQL
   * endpoint at all (404).
   */
  graphql: 'current' | 'older-server' | 'absent';
  /**
   * False: the token lacks `pull-requests: read`, so the pull request routes answer 403 and GraphQL gives null with
   * a FORBIDDEN error for each pull request it would name.
   */
  pullRequestsReadable: boolean;
}

export function defaultSwitches(): FakeSwitches {
  return { graphql: 'current', pullRequestsReadable: true };
}
