import type { ResponseHead } from './http-head.ts';

/**
 * Takes the body bytes of a response off the wire: a `Content-Length` body, a chunked one, or one
 * that lasts until the connection closes. Payload goes to `onData` as views of the bytes pushed in,
 * so nothing is copied; they are valid only during the call.
 */
export interface BodyDecoder {
  /** Feeds bytes; returns how many were body framing or payload (the rest, if any, follows the body). */
  push(bytes: Buffer, onData: (payload: Buffer) => void): number;
  /** The body is complete. */
  readonly done: boolean;
  /** The connection closed: true when that ends the body, false when the body is cut short. */
  closed(): boolean;
}

const MAX_SIZE_LINE = 1024;
const NO_BODY = new Set([204, 304]);

export function createBodyDecoder(head: ResponseHead): BodyDecoder {
  if (NO_BODY.has(head.status)) return lengthDecoder(0);
  const coding = head.headers['transfer-encoding'];
  if (coding !== undefined) {
    if (!/(?:^|,)\s*chunked\s*$/i.test(coding)) throw new Error(`the server sent an unsupported Transfer-Encoding (${coding.slice(0, 40)})`);
    return chunkedDecoder();
  }
  const length = head.headers['content-length'];
  if (length === undefined) return closeDelimitedDecoder();
  if (!/^\d{1,15}$/.test(length)) throw new Error('the server sent an invalid Content-Length');
  return lengthDecoder(Number(length));
}

function lengthDecoder(length: number): BodyDecoder {
  let left = length;
  return {
    push(bytes, onData) {
      const take = Math.min(left, bytes.length);
      left -= take;
      if (take > 0) onData(take === bytes.length ? bytes : bytes.subarray(0, take));
      return take;
    },
    get done() {
      return left === 0;
    },
    closed: () => left === 0,
  };
}

function closeDelimitedDecoder(): BodyDecoder {
  return {
    push(bytes, onData) {
      if (bytes.length > 0) onData(bytes);
      return bytes.length;
    },
    done: false,
    closed: () => true,
  };
}

type ChunkedState = 'size' | 'data' | 'data-end' | 'trailer' | 'done';

/** RFC 9112 chunked coding: `<hex size>[;ext]CRLF <data> CRLF` ..., `0` CRLF, trailer fields, CRLF. */
function chunkedDecoder(): BodyDecoder {
  let state: ChunkedState = 'size';
  let line = '';
  let left = 0;
  const takeLine = (bytes: Buffer, at: number): { end: number; complete: boolean } => {
    const newline = bytes.indexOf(0x0a, at);
    const end = newline === -1 ? bytes.length : newline + 1;
    line += bytes.toString('latin1', at, end);
    if (line.length > MAX_SIZE_LINE) throw new Error('the server sent a malformed chunked body');
    return { end, complete: newline !== -1 };
  };
  return {
    push(bytes, onData) {
      let at = 0;
      while (at < bytes.length && state !== 'done') {
        if (state === 'data') {
          const take = Math.min(left, bytes.length - at);
          onData(bytes.subarray(at, at + take));
          at += take;
          left -= take;
          if (left === 0) state = 'data-end';
          continue;
        }
        const { end, complete } = takeLine(bytes, at);
        at = end;
        if (!complete) break;
        const text = line.replace(/\r?\n$/, '');
        line = '';
        if (state === 'size') {
          const size = /^([0-9a-fA-F]{1,12})[ \t]*(?:;.*)?$/.exec(text)?.[1];
          if (size === undefined) throw new Error('the server sent a malformed chunked body');
          left = parseInt(size, 16);
          state = left === 0 ? 'trailer' : 'data';
        } else if (state === 'data-end') {
          if (text !== '') throw new Error('the server sent a malformed chunked body');
          state = 'size';
        } else if (text === '') {
          state = 'done';
        }
      }
      return at;
    },
    get done() {
      return state === 'done';
    },
    closed: () => state === 'done',
  };
}
