import { connect as connectTcp, isIP, type OnReadOpts, type Socket } from 'node:net';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';
import { createBodyDecoder, type BodyDecoder } from './http-body.ts';
import { headEnd, parseResponseHead, type ResponseHead } from './http-head.ts';

/**
 * One HTTP/1.1 GET with `Connection: close`, read through ONE reused buffer (`onread`): the socket
 * never hands out a fresh buffer per read, so a download of any size leaves no garbage behind for
 * the garbage collector to catch up with. Node's and undici's clients allocate a buffer per read,
 * and V8 frees them only every ~64 MB of external memory: that pile was most of the action's RSS.
 */
export interface HttpGetRequest {
  url: URL;
  /** Extra request fields (`Host`, `Connection`, `User-Agent` are set here). */
  headers: Record<string, string>;
  /** Longest wait for the response head, and between two reads of the body. */
  timeoutMs: number;
}

export interface HttpResponse extends ResponseHead {
  body: ResponseBody;
}

export interface ResponseBody {
  /**
   * Hands the body to `accept` piece by piece, as views of the read buffer that are valid only during
   * the call. A returned promise pauses reading until it settles. Resolves once the body is complete
   * and every promise settled; rejects with a network error (the connection broke or stalled), or with
   * whatever `accept` threw or rejected with.
   */
  read(accept: (piece: Buffer) => Promise<void> | void): Promise<void>;
  /** Closes the connection; the rest of the body is dropped. */
  discard(): void;
}

const READ_BUFFER_BYTES = 64 * 1024;
const MAX_HEAD_BYTES = 64 * 1024;
const USER_AGENT = 'docs-export-action';

/** Resolves with the status and fields once the head arrived; rejects when no head comes (network errors, timeout). */
export function httpGet(request: HttpGetRequest): Promise<HttpResponse> {
  return new Promise((resolve, reject) => new Exchange(request, resolve, reject).start());
}

function networkError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

type Phase = 'head' | 'waiting' | 'body' | 'ended';
type Accept = (piece: Buffer) => Promise<void> | void;

/** The state of one request: the socket, the head so far, then the body decoder and its reader. */
class Exchange {
  readonly #request: HttpGetRequest;
  readonly #resolveHead: (response: HttpResponse) => void;
  readonly #rejectHead: (error: Error) => void;
  readonly #readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
  #socket: Socket | undefined;
  #phase: Phase = 'head';
  #head = Buffer.alloc(0);
  #decoder: BodyDecoder | undefined;
  /** Body bytes that came in the same read as the end of the head, kept in the paused read buffer. */
  #leftover: Buffer | undefined;
  #accept: Accept | undefined;
  #settleRead: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  #failure: unknown;
  /** Promises the reader returned and that have not settled yet; reading waits for them. */
  readonly #outstanding = new Set<Promise<void>>();
  #readerError: unknown;
  #timer: NodeJS.Timeout | undefined;
  /** When the current wait runs out (performance.now()); 0 while nothing is awaited. */
  #deadline = 0;

  constructor(request: HttpGetRequest, resolve: (response: HttpResponse) => void, reject: (error: Error) => void) {
    this.#request = request;
    this.#resolveHead = resolve;
    this.#rejectHead = reject;
  }

  start(): void {
    const { url } = this.#request;
    let text: string;
    try {
      text = requestText(this.#request);
    } catch (error) {
      return this.#rejectHead(error as Error);
    }
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const secure = url.protocol === 'https:';
    const port = Number(url.port || (secure ? 443 : 80));
    const onread: OnReadOpts = { buffer: this.#readBuffer, callback: (length) => this.#onBytes(length) };
    // tls.connect takes `onread` too (Node docs), though @types/node does not list it.
    const tlsOptions: ConnectionOptions & { onread: OnReadOpts } = { host, port, servername: isIP(host) ? undefined : host, ALPNProtocols: ['http/1.1'], onread };
    const socket = secure ? connectTls(tlsOptions) : connectTcp({ host, port, onread });
    this.#socket = socket;
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(text));
    socket.on('error', (error) => this.#fail(error));
    socket.on('end', () => this.#onEnd());
    socket.on('close', () => this.#onEnd());
    this.#arm();
  }

  /** The onread callback: false pauses reading, and the read buffer keeps its bytes until resumed. */
  #onBytes(length: number): boolean {
    try {
      if (this.#phase === 'head') return this.#takeHead(this.#readBuffer.subarray(0, length));
      if (this.#phase !== 'body') return false;
      this.#arm();
      return this.#feed(this.#readBuffer.subarray(0, length));
    } catch (error) {
      this.#fail(error);
      return false;
    }
  }

  #takeHead(bytes: Buffer): boolean {
    const searchFrom = this.#head.length;
    this.#head = Buffer.concat([this.#head, bytes]);
    const end = headEnd(this.#head, searchFrom);
    if (end === -1) {
      if (this.#head.length > MAX_HEAD_BYTES) throw networkError('the response head is too large', 'EHEADTOOLARGE');
      return true;
    }
    const head = parseResponseHead(this.#head.toString('latin1', 0, end));
    const rest = bytes.subarray(end - searchFrom);
    this.#head = Buffer.alloc(0);
    // 1xx answers (100 Continue, 103 Early Hints) come before the real one.
    if (head.status >= 100 && head.status < 200) return rest.length === 0 || this.#takeHead(Buffer.from(rest));
    this.#decoder = createBodyDecoder(head);
    this.#leftover = rest;
    this.#phase = 'waiting';
    this.#disarm();
    this.#resolveHead({ ...head, body: { read: (accept) => this.#read(accept), discard: () => this.#close() } });
    return false;
  }

  #read(accept: Accept): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#phase !== 'waiting') return Promise.reject(new Error('the body was already read or dropped'));
    this.#phase = 'body';
    this.#accept = accept;
    return new Promise((resolve, reject) => {
      this.#settleRead = { resolve, reject };
      const leftover = this.#leftover ?? Buffer.alloc(0);
      this.#leftover = undefined;
      try {
        if (this.#feed(leftover)) this.#resume();
      } catch (error) {
        this.#fail(error);
      }
    });
  }

  /** Decodes bytes into pieces for the reader; returns whether to go on reading at once. */
  #feed(bytes: Buffer): boolean {
    const decoder = this.#decoder as BodyDecoder;
    const accept = this.#accept as Accept;
    decoder.push(bytes, (piece) => {
      const pending = accept(piece);
      if (pending) this.#track(pending);
    });
    if (decoder.done) {
      this.#end();
      return false;
    }
    if (this.#outstanding.size === 0) return true;
    this.#disarm();
    void this.#settled().then(() => (this.#readerError === undefined ? this.#resume() : this.#fail(this.#readerError)));
    return false;
  }

  #track(pending: Promise<void>): void {
    const tracked = pending.then(
      () => void this.#outstanding.delete(tracked),
      (error: unknown) => {
        this.#readerError ??= error;
        this.#outstanding.delete(tracked);
      },
    );
    this.#outstanding.add(tracked);
  }

  /** Resolves once every promise of the reader has settled. */
  async #settled(): Promise<void> {
    while (this.#outstanding.size > 0) await Promise.all(this.#outstanding);
  }

  #resume(): void {
    if (this.#phase !== 'body') return;
    this.#arm();
    this.#socket?.resume();
  }

  /** The body is complete: the read resolves once the reader is done with it. */
  #end(): void {
    if (this.#phase === 'ended') return;
    this.#phase = 'ended';
    this.#stopTimer();
    this.#socket?.destroy();
    void this.#settled().then(() =>
      this.#readerError === undefined ? this.#settleRead?.resolve() : this.#settleRead?.reject(this.#readerError),
    );
  }

  #onEnd(): void {
    if (this.#phase === 'ended') return;
    if (this.#phase === 'head') return this.#fail(networkError('the connection closed before the response came', 'ECONNRESET'));
    if (this.#phase === 'body' && this.#decoder?.closed()) return this.#end();
    this.#fail(networkError('the connection closed before the end of the body', 'ECONNRESET'));
  }

  #fail(error: unknown): void {
    if (this.#phase === 'ended') return;
    const wasHead = this.#phase === 'head';
    this.#failure = error;
    this.#phase = 'ended';
    this.#stopTimer();
    this.#socket?.destroy();
    if (wasHead) return this.#rejectHead(error instanceof Error ? error : new Error(String(error)));
    // The reader's own work settles first, so nothing of it outlives the read.
    void this.#settled().then(() => this.#settleRead?.reject(error));
  }

  #close(): void {
    if (this.#phase === 'ended') return;
    this.#phase = 'ended';
    this.#stopTimer();
    this.#socket?.destroy();
  }

  /**
   * (Re)starts the wait: for the head, or for the next read of the body. One timer serves the whole
   * exchange and checks a deadline when it fires, so each read costs no timer of its own.
   */
  #arm(): void {
    this.#deadline = performance.now() + this.#request.timeoutMs;
    this.#timer ??= setTimeout(() => this.#onTimer(), this.#request.timeoutMs);
  }

  #onTimer(): void {
    this.#timer = undefined;
    if (this.#deadline === 0 || this.#phase === 'ended') return;
    const left = this.#deadline - performance.now();
    if (left > 0) {
      this.#timer = setTimeout(() => this.#onTimer(), left);
      return;
    }
    const seconds = Math.round(this.#request.timeoutMs / 100) / 10;
    this.#fail(networkError(`${this.#phase === 'head' ? 'no response' : 'no data'} for ${seconds} s`, 'ETIMEDOUT'));
  }

  /** No wait under way (the reader holds things up, or the exchange is over); the timer lapses by itself. */
  #disarm(): void {
    this.#deadline = 0;
  }

  /** The exchange is over: no timer may keep the process alive. */
  #stopTimer(): void {
    this.#deadline = 0;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

function requestText({ url, headers }: HttpGetRequest): string {
  const fields = { Host: url.host, 'User-Agent': USER_AGENT, ...headers, Connection: 'close' };
  const lines = Object.entries(fields).map(([name, value]) => {
    if (/[\r\n]/.test(value)) throw new Error(`the request field ${name} holds a line break`);
    return `${name}: ${value}\r\n`;
  });
  return `GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join('')}\r\n`;
}
