// Setup file of every project: after each test, the requests octokit sent to a GitHub fake are checked against
// GitHub's OpenAPI description (watch.ts), so a call GitHub does not document fails the test that made it.
import { afterEach } from 'vitest';
import { checkWatchedRequests } from '../../../devkit/github-contract/watch.ts';

afterEach(checkWatchedRequests);
