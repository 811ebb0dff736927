import { sha256Hex } from './model.ts';
import type { FakeStore } from './model.ts';
import type { BackendIds } from './token.ts';

/** Twirp answers: a JSON body with `ok`, or an error `{ code, msg }` under the HTTP status Twirp maps the code to. */
export interface TwirpAnswer {
  status: number;
  body: Record<string, unknown>;
}

const twirpStatus = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  bad_route: 404,
  already_exists: 409,
  failed_precondition: 412,
  internal: 500,
} as const;

export type TwirpCode = keyof typeof twirpStatus;

export function twirpError(code: TwirpCode, msg: string): TwirpAnswer {
  return { status: twirpStatus[code], body: { code, msg } };
}

export function twirpCodeFor(status: number): TwirpCode {
  const found = (Object.entries(twirpStatus) as [TwirpCode, number][]).find(([, s]) => s === status);
  return found?.[0] ?? 'internal';
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The backend ids of the body, when they are the ones the token grants; else the error to answer. */
function checkIds(body: Record<string, unknown>, granted: BackendIds): TwirpAnswer | undefined {
  const run = text(body['workflow_run_backend_id']);
  const job = text(body['workflow_job_run_backend_id']);
  if (!run || !job)
    return twirpError('invalid_argument', 'workflow_run_backend_id and workflow_job_run_backend_id are required');
  if (run !== granted.runBackendId || job !== granted.jobBackendId) {
    return twirpError('permission_denied', 'the backend ids do not match the runtime token');
  }
  return undefined;
}

export function createArtifact(store: FakeStore, body: Record<string, unknown>, granted: BackendIds): TwirpAnswer {
  const idProblem = checkIds(body, granted);
  if (idProblem) return idProblem;
  const name = text(body['name']);
  if (!name) return twirpError('invalid_argument', 'name is required');
  const version = body['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return twirpError('invalid_argument', 'version is required');
  const mimeType = body['mime_type'];
  if (mimeType !== undefined && typeof mimeType !== 'string')
    return twirpError('invalid_argument', 'mime_type must be a string');
  const expiresAt = body['expires_at'];
  if (
    expiresAt !== undefined &&
    (typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt)) || Date.parse(expiresAt) <= Date.now())
  ) {
    return twirpError('invalid_argument', 'expires_at must be an RFC 3339 time in the future');
  }
  if (store.artifacts.some((a) => a.runBackendId === granted.runBackendId && a.name === name)) {
    return twirpError('already_exists', 'an artifact with this name already exists on the workflow run');
  }
  const artifact = store.create(granted, name, { mimeType, expiresAt, version });
  return { status: 200, body: { ok: true, signed_upload_url: artifact.signedUploadUrl } };
}

export function finalizeArtifact(store: FakeStore, body: Record<string, unknown>, granted: BackendIds): TwirpAnswer {
  const idProblem = checkIds(body, granted);
  if (idProblem) return idProblem;
  const artifact = store.find(granted, text(body['name']) ?? '');
  if (!artifact) return twirpError('not_found', 'no artifact of this name was created by this job');
  if (artifact.finalized) return twirpError('failed_precondition', 'the artifact is already finalized');
  const blob = store.blobs.get(artifact.blobPath)?.committed;
  if (!blob) return twirpError('failed_precondition', 'nothing was committed to the upload URL');
  // int64 travels as a decimal string in proto3 JSON
  const size = body['size'];
  if (typeof size !== 'string' || !/^\d+$/.test(size) || Number(size) !== blob.bytes.length) {
    return twirpError(
      'invalid_argument',
      `size ${JSON.stringify(size)} differs from the ${blob.bytes.length} bytes uploaded`,
    );
  }
  const hash = body['hash'];
  if (hash !== undefined && hash !== `sha256:${sha256Hex(blob.bytes)}`) {
    return twirpError('invalid_argument', 'hash does not match the uploaded bytes');
  }
  artifact.finalized = { size: Number(size), ...(typeof hash === 'string' ? { hash } : {}) };
  return { status: 200, body: { ok: true, artifact_id: String(artifact.id) } };
}
