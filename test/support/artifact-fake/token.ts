/** The run and job the artifact service files an upload under; the runner hands them over inside the token. */
export interface BackendIds {
  runBackendId: string;
  jobBackendId: string;
}

const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

/**
 * An ACTIONS_RUNTIME_TOKEN as the runner provides it, minus a real signature: the client only decodes the
 * payload (never verifies it) and looks for the space-separated scope `Actions.Results:<run>:<job>` in `scp`.
 */
export function runtimeToken(
  ids: BackendIds,
  otherScopes: string[] = ['Actions.GenericRead:00000000-0000-0000-0000-000000000000'],
): string {
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'none' }));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const payload = base64url(
    JSON.stringify({
      scp: [...otherScopes, `Actions.Results:${ids.runBackendId}:${ids.jobBackendId}`].join(' '),
      iat: nowSeconds,
      exp: nowSeconds + 6 * 3600,
    }),
  );
  return `${header}.${payload}.${base64url('unsigned')}`;
}

/** The backend ids a token carries, read the way the client reads them; undefined when the scope is missing or malformed. */
export function backendIdsOf(token: string): BackendIds | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  let scp: unknown;
  try {
    scp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { scp?: unknown }).scp;
  } catch {
    return undefined;
  }
  if (typeof scp !== 'string') return undefined;
  for (const scope of scp.split(' ')) {
    const parts = scope.split(':');
    if (parts[0] !== 'Actions.Results') continue;
    const [, runBackendId, jobBackendId] = parts;
    return parts.length === 3 && runBackendId && jobBackendId ? { runBackendId, jobBackendId } : undefined;
  }
  return undefined;
}
