import type { PushMode } from '../settings/types.ts';

/**
 * Why a push must not happen, or undefined. A presigned link is a credential, so it goes to a public repository only
 * when the user says so. With `values-bundle-url` the file holds the user's own address instead, and no refusal is needed.
 */
export function publicRepositoryRefusal(
  repository: { fullName: string; visibility: string },
  values: { push: PushMode; allowPublicRepository: boolean; bundleUrlTemplate?: string },
): string | undefined {
  if (repository.visibility !== 'public' || values.allowPublicRepository || values.bundleUrlTemplate) return undefined;
  const verb = values.push === 'pull-request' ? 'open a pull request with' : 'commit';
  return (
    `Refusing to ${verb} the bundle link in ${repository.fullName}: the repository is public, and a presigned link is a ` +
    'credential (anyone who reads it can download the bundle until it expires). Nothing was written. Either set ' +
    '`allow-public-repository: true` to accept that, or re-host the bundle on your own storage and give its address as ' +
    '`values-bundle-url` (then the presigned link is not written to the file).'
  );
}
