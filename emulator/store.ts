// The object store behind bundle links: S3-style presigned URLs (signed with an emulator
// secret, expiring), GET/HEAD with byte ranges and If-Range, bodies streamed from disk, and
// the download faults (throttling, dropped connections, links that expire mid-download,
// objects replaced between a download and its resumption).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeBody } from './body-writer.ts';
import type { PackedFile } from './bundle/pack.ts';
import type { FaultState } from './faults.ts';
import { fileChunks } from './file-chunks.ts';
import { parseRange } from './range.ts';
import { sendReply } from './respond.ts';
import type { ReplyFaults } from './respond.ts';
import { s3Error } from './store-errors.ts';
import { etagHeader, ifRangeHolds } from './store-validators.ts';
import { amzDate, parseAmzDate, rfc3339Seconds } from './time.ts';

export const STORE_PREFIX = '/_store/';
const ACCESS_KEY_ID = 'AKIAEMULATOR7EXAMPLE';
const REGION = 'us-east-1';
/** S3 refuses presigned links that live longer than a week. */
const MAX_EXPIRES_SECONDS = 604_800;

export interface PresignedLink {
  url: string;
  /** Epoch ms after which the link answers 403. */
  expiresAt: number;
}

interface StoredObject {
  /** What GET serves now. */
  packed: PackedFile;
  lastModified: number;
  /** MD5 of the object as put: putting it again changes nothing. */
  putMd5: string;
  /** Takes the object's place once a GET has sent some of its bytes. */
  replacement?: PackedFile;
}

export interface ObjectStoreOptions {
  baseUrl: () => string;
  now: () => number;
  faults: FaultState;
  signal: AbortSignal;
}

export class ObjectStore {
  readonly #objects = new Map<string, StoredObject>();
  readonly #expiredSignatures = new Set<string>();
  readonly #secret = randomBytes(32);
  readonly #options: ObjectStoreOptions;

  constructor(options: ObjectStoreOptions) {
    this.#options = options;
  }

  /**
   * Stores (or replaces) the object at `bucket/key`; `replacement` takes its place after the
   * first GET that sends bytes. Returns what the store now serves there.
   */
  put(bucket: string, key: string, packed: PackedFile, replacement?: PackedFile): PackedFile {
    const path = `${STORE_PREFIX}${bucket}/${key}`;
    const existing = this.#objects.get(path);
    if (existing?.putMd5 === packed.md5) return existing.packed;
    const stored: StoredObject = { packed, lastModified: this.#options.now(), putMd5: packed.md5 };
    if (replacement) stored.replacement = replacement;
    this.#objects.set(path, stored);
    return packed;
  }

  /** Swaps in the replacement, dated at least a second later so that a date validator sees the change. */
  #replace(object: StoredObject): void {
    if (!object.replacement) return;
    object.packed = object.replacement;
    delete object.replacement;
    object.lastModified = Math.max(this.#options.now(), object.lastModified + 1000);
  }

  #sign(path: string, date: string, expires: string): string {
    return createHmac('sha256', this.#secret).update(`${path}\n${date}\n${expires}`).digest('hex');
  }

  /** A fresh presigned GET link to `bucket/key`, valid for `ttlSeconds`. */
  presign(bucket: string, key: string, ttlSeconds: number): PresignedLink {
    const path = `${STORE_PREFIX}${bucket}/${key}`;
    const expires = String(Math.max(1, Math.floor(ttlSeconds)));
    let signedAt = Math.floor(this.#options.now() / 1000) * 1000;
    // A link expired by a fault must not come back when re-signed within the same second.
    while (this.#expiredSignatures.has(this.#sign(path, amzDate(signedAt), expires))) signedAt += 1000;
    const date = amzDate(signedAt);
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${ACCESS_KEY_ID}/${date.slice(0, 8)}/${REGION}/s3/aws4_request`,
      'X-Amz-Date': date,
      'X-Amz-Expires': expires,
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': this.#sign(path, date, expires),
    });
    return {
      url: `${this.#options.baseUrl()}${path}?${query.toString()}`,
      expiresAt: signedAt + Number(expires) * 1000,
    };
  }

  /** Serves one store request (GET or HEAD). */
  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
    faults: ReplyFaults,
  ): Promise<void> {
    const { signal } = this.#options;
    const fail = (reply: ReturnType<typeof s3Error>): Promise<void> => sendReply(res, reply, faults, signal);

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return fail(s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.'));
    }
    const signature = query.get('X-Amz-Signature');
    if (req.headers.authorization !== undefined) {
      return fail(
        signature === null
          ? s3Error(400, 'InvalidArgument', 'Unsupported Authorization Type')
          : s3Error(
              400,
              'InvalidArgument',
              'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
            ),
      );
    }
    if (signature === null) return fail(s3Error(403, 'AccessDenied', 'Access Denied'));

    const date = query.get('X-Amz-Date') ?? '';
    const expires = query.get('X-Amz-Expires') ?? '';
    const signedAt = parseAmzDate(date);
    const expiresSeconds = /^\d+$/.test(expires) ? Number(expires) : NaN;
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || signedAt === undefined || !(expiresSeconds > 0)) {
      return fail(
        s3Error(
          400,
          'AuthorizationQueryParametersError',
          'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
        ),
      );
    }
    if (expiresSeconds > MAX_EXPIRES_SECONDS) {
      return fail(
        s3Error(
          400,
          'AuthorizationQueryParametersError',
          'X-Amz-Expires must be less than a week (in seconds) that is, the given X-Amz-Expires must be less than 604800 seconds',
        ),
      );
    }
    const expected = Buffer.from(this.#sign(path, date, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return fail(
        s3Error(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        ),
      );
    }
    const now = this.#options.now();
    const expiresAt = signedAt + expiresSeconds * 1000;
    if (now > expiresAt || this.#expiredSignatures.has(signature)) {
      return fail(
        s3Error(403, 'AccessDenied', 'Request has expired', {
          'X-Amz-Expires': expires,
          Expires: rfc3339Seconds(expiresAt),
          ServerTime: rfc3339Seconds(now),
        }),
      );
    }

    const object = this.#objects.get(path);
    if (!object)
      return fail(
        s3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: path.slice(STORE_PREFIX.length) }),
      );
    return this.#serve(req, res, object, signature, faults);
  }

  async #serve(
    req: IncomingMessage,
    res: ServerResponse,
    object: StoredObject,
    signature: string,
    faults: ReplyFaults,
  ): Promise<void> {
    const { packed } = object;
    const strongEtag = `"${packed.md5}"`;
    const etag = etagHeader(packed.md5, this.#options.faults.config.storeEtag);
    const lastModified = new Date(object.lastModified).toUTCString();
    const ifMatch = req.headers['if-match'];
    if (ifMatch !== undefined && ifMatch !== '*' && !ifMatch.split(',').some((t) => t.trim() === strongEtag)) {
      return sendReply(
        res,
        s3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
          Condition: 'If-Match',
        }),
        faults,
        this.#options.signal,
      );
    }
    const ifRange = req.headers['if-range'];
    const rangeHeader = ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(', ') : ifRange, etag, lastModified)
      ? req.headers.range
      : undefined;
    const range = parseRange(rangeHeader, packed.sizeBytes);
    if (range.kind === 'unsatisfiable') {
      const reply = s3Error(416, 'InvalidRange', 'The requested range is not satisfiable', {
        RangeRequested: rangeHeader ?? '',
        ActualObjectSize: String(packed.sizeBytes),
      });
      reply.headers = { ...reply.headers, 'content-range': `bytes */${packed.sizeBytes}` };
      return sendReply(res, reply, faults, this.#options.signal);
    }
    const start = range.kind === 'partial' ? range.start : 0;
    const end = range.kind === 'partial' ? range.end : packed.sizeBytes - 1;
    const length = Math.max(0, end - start + 1);
    const headers: Record<string, string> = {
      'content-type': 'application/gzip',
      ...(this.#options.faults.config.storeOmitsLength ? {} : { 'content-length': String(length) }),
      ...(etag === undefined ? {} : { etag }),
      'last-modified': lastModified,
      'accept-ranges': 'bytes',
      'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(),
    };
    if (range.kind === 'partial') headers['content-range'] = `bytes ${start}-${end}/${packed.sizeBytes}`;
    res.writeHead(range.kind === 'partial' ? 206 : 200, headers);
    if (req.method === 'HEAD' || length === 0) {
      res.end();
      return;
    }

    const config = this.#options.faults.config;
    const dropAt = this.#options.faults.downloadDropPoint();
    const expireAt = config.expireLinkAfterBytes;
    const cuts = [dropAt, expireAt].filter((n) => n > 0 && n < length);
    const cutAfterBytes = cuts.length > 0 ? Math.min(...cuts) : 0;
    // The first GET swaps the object as it starts: this body is the old one's, and a client that asks again as
    // soon as it has read it meets the replacement, whenever this server gets to finish its side.
    this.#replace(object);
    await writeBody(res, fileChunks(packed.file, start, end), {
      reusesChunks: true,
      // Recorded before the connection drops: a client that asks again at once meets the expiry, and a drop
      // fault already taken.
      onCut: () => {
        if (cutAfterBytes === expireAt) this.#expiredSignatures.add(signature);
        if (cutAfterBytes === dropAt) this.#options.faults.take('downloadDrop');
      },
      bytesPerSecond: faults.bytesPerSecond ?? config.downloadBytesPerSecond,
      cutAfterBytes,
      signal: this.#options.signal,
    });
  }
}
