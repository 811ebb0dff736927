import { createHash, randomBytes } from 'node:crypto';
import type { BackendIds } from './token.ts';

/** An artifact as CreateArtifact filed it, with what FinalizeArtifact later reported. */
export interface FakeArtifact extends BackendIds {
  id: number;
  name: string;
  /** `mime_type` as sent (a StringValue travels as a bare string in Twirp JSON). */
  mimeType?: string;
  /** `expires_at` as sent (RFC 3339); absent when no retention was asked for. */
  expiresAt?: string;
  version: number;
  /** Where the blob lives on the fake, e.g. `/devstoreaccount1/actions-results/<run>/<job>/<name>`. */
  blobPath: string;
  /** The `sig` of the signed upload URL: a secret that must never show up in logs or errors. */
  signature: string;
  signedUploadUrl: string;
  finalized?: { size: number; hash?: string };
}

/** A block blob: blocks staged so far, and the content once a block list (or a whole-blob PUT) committed it. */
export interface FakeBlob {
  staged: Map<string, Buffer>;
  committed?: { bytes: Buffer; contentType?: string; blockIds: string[] };
}

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** What the fake holds between requests. */
export class FakeStore {
  readonly artifacts: FakeArtifact[] = [];
  readonly blobs = new Map<string, FakeBlob>();
  /** Set once the server listens: signed upload URLs point back at it. */
  origin = '';
  #nextId = 4100;

  create(
    ids: BackendIds,
    name: string,
    fields: Pick<FakeArtifact, 'mimeType' | 'expiresAt' | 'version'>,
  ): FakeArtifact {
    const blobPath = `/devstoreaccount1/actions-results/${ids.runBackendId}/${ids.jobBackendId}/${encodeURIComponent(name)}`;
    const signature = randomBytes(24).toString('base64url');
    const expiry = new Date(Date.now() + 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const query = new URLSearchParams({ sv: '2024-08-04', se: expiry, sr: 'b', sp: 'cw', sig: signature });
    const artifact: FakeArtifact = {
      ...ids,
      ...fields,
      id: this.#nextId++,
      name,
      blobPath,
      signature,
      signedUploadUrl: `${this.origin}${blobPath}?${query.toString()}`,
    };
    this.artifacts.push(artifact);
    this.blobs.set(blobPath, { staged: new Map() });
    return artifact;
  }

  find(ids: BackendIds, name: string): FakeArtifact | undefined {
    return this.artifacts.find(
      (a) => a.runBackendId === ids.runBackendId && a.jobBackendId === ids.jobBackendId && a.name === name,
    );
  }

  artifactAt(blobPath: string): FakeArtifact | undefined {
    return this.artifacts.find((a) => a.blobPath === blobPath);
  }
}
