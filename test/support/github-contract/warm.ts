// Global setup: builds GitHub's request contract once for the run (seconds, the first time for a package
// version), before the test processes that read it start.
import { loadContract } from '../../../devkit/github-contract/contract.ts';

export default function setup(): void {
  loadContract();
}
