// The service's limits on its callers, from its API reference.

/** Analytics requests an organization may make in an hour, shared by every tool of it that calls the analytics API. */
export const ANALYTICS_REQUESTS_PER_HOUR = 100;
