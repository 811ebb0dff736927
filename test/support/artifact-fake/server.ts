import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { blobError, blobOperationOf, serveBlob } from './blob.ts';
import { FaultBook } from './faults.ts';
import type { FaultReply, Operation } from './faults.ts';
import { FakeStore } from './model.ts';
import type { FakeArtifact } from './model.ts';
import { runtimeToken } from './token.ts';
import type { BackendIds } from './token.ts';
import { createArtifact, finalizeArtifact, twirpCodeFor, twirpError } from './twirp.ts';
import type { TwirpAnswer } from './twirp.ts';

/** One request as it reached the fake; `status` is what it was answered (undefined when the connection was dropped). */
export interface RecordedRequest {
  operation?: Operation;
  method: string;
  /** Path and query as sent (the query of a blob call holds the upload URL's signature). */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  status?: number;
}

export interface ArtifactFake {
  /** For ACTIONS_RESULTS_URL; the blob storage answers on the same origin (upload URLs may name another host). */
  resultsUrl: string;
  port: number;
  /** For ACTIONS_RUNTIME_TOKEN: the only bearer token the Twirp endpoints accept. */
  runtimeToken: string;
  ids: BackendIds;
  requests: RecordedRequest[];
  artifacts: FakeArtifact[];
  /** Answers the next `times` calls of `operation` with `reply` instead of serving them. */
  fail(operation: Operation, reply: FaultReply, times?: number): void;
  calls(operation: Operation): RecordedRequest[];
  /** The JSON body of the nth (0-based) call of a Twirp method. */
  twirpBody(operation: 'CreateArtifact' | 'FinalizeArtifact', nth?: number): Record<string, unknown>;
  /** The bytes committed to the blob of the artifact `name`; undefined until a commit. */
  blobOf(name: string): Buffer | undefined;
  close(): Promise<void>;
}

const twirpPrefix = '/twirp/github.actions.results.api.v1.ArtifactService/';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function twirpOperationOf(pathname: string): 'CreateArtifact' | 'FinalizeArtifact' | undefined {
  const method = pathname.startsWith(twirpPrefix) ? pathname.slice(twirpPrefix.length) : '';
  return method === 'CreateArtifact' || method === 'FinalizeArtifact' ? method : undefined;
}

function parseObject(body: Buffer): Record<string, unknown> | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface ArtifactFakeOptions {
  ids?: BackendIds;
  /**
   * The host name signed upload URLs give instead of 127.0.0.1 (same port), e.g. `blob.test` for a client that
   * must reach the blob storage through the test proxy.
   */
  uploadHost?: string;
}

const DEFAULT_IDS: BackendIds = {
  runBackendId: 'c4d5e6f7-0a1b-4c2d-8e3f-112233445566',
  jobBackendId: 'a1b2c3d4-5e6f-4a7b-9c8d-665544332211',
};

export async function startArtifactFake(options: ArtifactFakeOptions = {}): Promise<ArtifactFake> {
  const ids = options.ids ?? DEFAULT_IDS;
  const token = runtimeToken(ids);
  const faults = new FaultBook();
  const requests: RecordedRequest[] = [];
  const store = new FakeStore();

  function answerTwirp(
    operation: 'CreateArtifact' | 'FinalizeArtifact' | undefined,
    req: IncomingMessage,
    body: Buffer,
    fault: FaultReply | undefined,
  ): TwirpAnswer {
    if (!operation || req.method !== 'POST') return twirpError('bad_route', `no handler for ${req.method} ${req.url}`);
    if (req.headers.authorization !== `Bearer ${token}`)
      return twirpError('unauthenticated', 'a valid runtime token is required');
    if (fault?.kind === 'status') return twirpError(twirpCodeFor(fault.status), fault.message ?? 'injected fault');
    if (fault?.kind === 'not-ok') return { status: 200, body: { ok: false } };
    const parsed = parseObject(body);
    if (!parsed || !String(req.headers['content-type']).startsWith('application/json'))
      return twirpError('invalid_argument', 'the body must be a JSON object');
    return operation === 'CreateArtifact' ? createArtifact(store, parsed, ids) : finalizeArtifact(store, parsed, ids);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? '';
    const twirp = url.pathname.startsWith('/twirp/');
    const operation = twirp ? twirpOperationOf(url.pathname) : blobOperationOf(method, url);
    const record: RecordedRequest = {
      ...(operation ? { operation } : {}),
      method,
      url: req.url ?? '/',
      headers: req.headers,
      body,
    };
    requests.push(record);
    const fault = operation ? faults.take(operation) : undefined;
    if (fault?.kind === 'drop') return void req.socket.destroy();
    if (twirp) {
      const answer = answerTwirp(
        operation === 'CreateArtifact' || operation === 'FinalizeArtifact' ? operation : undefined,
        req,
        body,
        fault,
      );
      record.status = answer.status;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(answer.body));
    }
    const answer = !operation
      ? blobError(
          req,
          400,
          'UnsupportedHttpVerb',
          `the fake serves block-blob uploads only, not ${method} ${url.search}`,
        )
      : fault?.kind === 'status'
        ? blobError(
            req,
            fault.status,
            fault.status >= 500 ? 'InternalError' : 'AuthorizationFailure',
            fault.message ?? 'injected fault',
          )
        : serveBlob(store, operation, { method, url, headers: req.headers, body });
    record.status = answer.status;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'internal', msg: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  store.origin = options.uploadHost ? `http://${options.uploadHost}:${port}` : origin;

  return {
    resultsUrl: `${origin}/`,
    port,
    runtimeToken: token,
    ids,
    requests,
    artifacts: store.artifacts,
    fail: (operation, reply, times) => faults.arm(operation, reply, times),
    calls: (operation) => requests.filter((r) => r.operation === operation),
    twirpBody: (operation, nth = 0) => {
      const call = requests.filter((r) => r.operation === operation)[nth];
      if (!call) throw new Error(`no call ${nth} of ${operation} was made`);
      return parseObject(call.body) ?? {};
    },
    blobOf: (name) => {
      const artifact = store.artifacts.find((a) => a.name === name);
      return artifact ? store.blobs.get(artifact.blobPath)?.committed?.bytes : undefined;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
