import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Operation } from './faults.ts';
import type { FakeBlob, FakeStore } from './model.ts';

/** An answer in the shape Azure Blob Storage gives: headers the SDK reads, an XML body on errors. */
export interface BlobAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface BlobRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Which block-blob operation a request is, by the `comp` parameter and method; undefined for anything else. */
export function blobOperationOf(method: string, url: URL): Operation | undefined {
  if (method !== 'PUT') return undefined;
  const comp = url.searchParams.get('comp');
  if (comp === 'block') return 'StageBlock';
  if (comp === 'blocklist') return 'CommitBlockList';
  return comp === null ? 'PutBlob' : undefined;
}

const md5Base64 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('base64');

export function blobHeaders(
  request: Pick<BlobRequest, 'headers'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const clientRequestId = request.headers['x-ms-client-request-id'];
  return {
    'x-ms-request-id': randomUUID(),
    'x-ms-version': String(request.headers['x-ms-version'] ?? '2025-11-05'),
    ...(typeof clientRequestId === 'string' ? { 'x-ms-client-request-id': clientRequestId } : {}),
    date: new Date().toUTCString(),
    'content-length': '0',
    ...extra,
  };
}

export function blobError(
  request: Pick<BlobRequest, 'headers'>,
  status: number,
  code: string,
  message: string,
): BlobAnswer {
  const headers = blobHeaders(request, { 'content-type': 'application/xml', 'x-ms-error-code': code });
  const body = `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}\nRequestId:${headers['x-ms-request-id']}\nTime:${new Date().toISOString()}</Message></Error>`;
  headers['content-length'] = String(Buffer.byteLength(body));
  return { status, headers, body };
}

function written(request: BlobRequest, bytes: Buffer, extra: Record<string, string> = {}): BlobAnswer {
  return {
    status: 201,
    headers: blobHeaders(request, {
      'content-md5': md5Base64(bytes),
      'x-ms-request-server-encrypted': 'true',
      ...extra,
    }),
    body: '',
  };
}

function committedHeaders(): Record<string, string> {
  return { etag: `"0x8DC${Date.now().toString(16).toUpperCase()}"`, 'last-modified': new Date().toUTCString() };
}

function stageBlock(blob: FakeBlob, request: BlobRequest): BlobAnswer {
  const blockId = request.url.searchParams.get('blockid');
  if (!blockId || Buffer.from(blockId, 'base64').length === 0 || Buffer.from(blockId, 'base64').length > 64) {
    return blobError(request, 400, 'InvalidQueryParameterValue', 'blockid must be base64 of at most 64 bytes');
  }
  const sameLength = [...blob.staged.keys()].every((id) => id.length === blockId.length);
  if (!sameLength)
    return blobError(request, 400, 'InvalidBlobOrBlock', 'block ids of one blob must all have the same length');
  blob.staged.set(blockId, request.body);
  return written(request, request.body);
}

/** The ids of a `<BlockList>` in order; the fake keeps only uncommitted blocks, so every kind looks there. */
function blockIdsOf(xml: string): string[] | undefined {
  if (!/<BlockList>[\s\S]*<\/BlockList>/.test(xml)) return undefined;
  return [...xml.matchAll(/<(Latest|Uncommitted|Committed)>([^<]*)<\/\1>/g)].map((m) => m[2] ?? '');
}

function commitBlockList(blob: FakeBlob, request: BlobRequest): BlobAnswer {
  const blockIds = blockIdsOf(request.body.toString('utf8'));
  if (!blockIds) return blobError(request, 400, 'InvalidXmlDocument', 'the body is not a block list');
  const missing = blockIds.filter((id) => !blob.staged.has(id));
  if (missing.length > 0)
    return blobError(request, 400, 'InvalidBlockList', `unknown block ids: ${missing.join(', ')}`);
  const bytes = Buffer.concat(blockIds.map((id) => blob.staged.get(id) ?? Buffer.alloc(0)));
  const contentType = request.headers['x-ms-blob-content-type'];
  blob.committed = { bytes, blockIds, ...(typeof contentType === 'string' ? { contentType } : {}) };
  blob.staged.clear();
  return written(request, request.body, committedHeaders());
}

function putBlob(blob: FakeBlob, request: BlobRequest): BlobAnswer {
  if (request.headers['x-ms-blob-type'] !== 'BlockBlob') {
    return blobError(request, 400, 'MissingRequiredHeader', 'x-ms-blob-type: BlockBlob is required');
  }
  const contentType = request.headers['x-ms-blob-content-type'] ?? request.headers['content-type'];
  blob.committed = { bytes: request.body, blockIds: [], ...(typeof contentType === 'string' ? { contentType } : {}) };
  blob.staged.clear();
  return written(request, request.body, committedHeaders());
}

/** Serves one block-blob operation against the blob a signed upload URL names; the `sig` must be the one issued. */
export function serveBlob(store: FakeStore, operation: Operation, request: BlobRequest): BlobAnswer {
  const artifact = store.artifactAt(request.url.pathname);
  const blob = store.blobs.get(request.url.pathname);
  if (!artifact || !blob || request.url.searchParams.get('sig') !== artifact.signature) {
    return blobError(
      request,
      403,
      'AuthenticationFailed',
      'Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.',
    );
  }
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared !== request.body.length)
    return blobError(request, 411, 'MissingContentLengthHeader', 'Content-Length is required and must match the body');
  if (operation === 'StageBlock') return stageBlock(blob, request);
  if (operation === 'CommitBlockList') return commitBlockList(blob, request);
  return putBlob(blob, request);
}
