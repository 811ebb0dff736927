// GitHub's own limits on what the action writes there.

/** The longest body GitHub takes for an issue, a comment or a pull request, in characters. */
export const GITHUB_BODY_LIMIT = 65_536;
