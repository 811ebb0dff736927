// The GitHub fakes of the running test file whose requests are still to be checked against GitHub's contract.
// The fake registers itself here; the setup file after-each.ts checks after each test, once the test's own
// hooks have closed what they opened and removed what they made, so a failing check leaves nothing behind.
import type { ContractRequest } from './check.ts';

interface Watched {
  requests: readonly ContractRequest[];
  pathPrefix: string;
  /** How many of `requests` were checked already. */
  checked: number;
}

const watched: Watched[] = [];

export function watchRequests(requests: readonly ContractRequest[], pathPrefix: string): void {
  watched.push({ requests, pathPrefix, checked: 0 });
}

/** Checks what each fake answered since the last call; throws naming every call GitHub does not document. */
export async function checkWatchedRequests(): Promise<void> {
  const fresh = watched
    .map((fake) => ({ fake, requests: fake.requests.slice(fake.checked) }))
    .filter(({ requests }) => requests.length > 0);
  if (fresh.length === 0) return;
  // Loaded only here: a test file that makes no GitHub request never reads the contract.
  const { assertDocumented } = await import('./check.ts');
  for (const { fake, requests } of fresh) {
    fake.checked += requests.length;
    assertDocumented(requests, fake.pathPrefix);
  }
}
