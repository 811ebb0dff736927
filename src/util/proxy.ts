import { isIP } from 'node:net';

/**
 * The runner's proxy variables, read the way every request of the action reads them, and failures read as the
 * proxy's when they were. Pure: the agents that use the variables live in client/dispatcher.ts.
 */

/** The proxy variables as the runner sets them; lower case wins, as in curl and undici. Empty means unset. */
export interface ProxyEnvironment {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

export function readProxyEnvironment(env: NodeJS.ProcessEnv): ProxyEnvironment {
  const read = (name: string) => nonEmpty(env[name.toLowerCase()]) ?? nonEmpty(env[name]);
  return { httpProxy: read('HTTP_PROXY'), httpsProxy: read('HTTPS_PROXY'), noProxy: read('NO_PROXY') };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Scheme, host and port of a proxy: never its user or password. */
export function showProxy(url: URL): string {
  return `${url.protocol}//${url.host}`;
}

/** A failure that was the proxy's: its own code, a message that names the proxy, and whether trying again may help. */
export interface ProxyFailure {
  code: string;
  message: string;
  retryable: boolean;
}

/**
 * Reads a failed request as the proxy's when it was: the proxy refused the connection, its name did not resolve,
 * it asked for credentials (407) or would not open the tunnel. Undefined when the proxy had no part in it.
 * `proxy` is what `proxyFor` gave for the request's URL.
 */
export function proxyFailure(error: unknown, proxy: string | undefined, target: string): ProxyFailure | undefined {
  if (!proxy) return undefined;
  const proxyUrl = new URL(proxy);
  const variable = target.startsWith('https:') ? 'HTTPS_PROXY (or HTTP_PROXY)' : 'HTTP_PROXY';
  const targetHost = new URL(target).host;
  for (const layer of causes(error)) {
    const status = /Proxy (?:response|Authentication Required) \((\d{3})\)/.exec(layer.message ?? '')?.[1];
    if (status === '407') {
      return {
        code: 'PROXY_407',
        message: `the proxy ${proxy} asks for credentials (407 Proxy Authentication Required): give them in ${variable} as http://user:password@host:port, or check them`,
        retryable: false,
      };
    }
    if (status) {
      return {
        code: `PROXY_${status}`,
        message: `the proxy ${proxy} would not connect to ${targetHost} (it answered ${status}): check that the proxy can resolve and may reach that host, or list the host in NO_PROXY if it is reached directly`,
        retryable: Number(status) >= 500,
      };
    }
    if (!isProxyEndpoint(layer, proxyUrl)) continue;
    switch (layer.code) {
      case 'ECONNREFUSED':
        return {
          code: 'ECONNREFUSED',
          message: `connection refused by the proxy ${proxy} (ECONNREFUSED): is ${variable} right and the proxy up?`,
          retryable: true,
        };
      case 'ENOTFOUND':
        return {
          code: 'ENOTFOUND',
          message: `the proxy host ${proxyUrl.hostname} does not exist (ENOTFOUND): check ${variable}`,
          retryable: false,
        };
      case 'EAI_AGAIN':
        return {
          code: 'EAI_AGAIN',
          message: `the proxy host ${proxyUrl.hostname} could not be resolved just now (EAI_AGAIN)`,
          retryable: true,
        };
      case 'ETIMEDOUT':
      case 'UND_ERR_CONNECT_TIMEOUT':
        return {
          code: layer.code,
          message: `could not connect to the proxy ${proxy} in time (${layer.code}): is ${variable} right?`,
          retryable: true,
        };
    }
  }
  return undefined;
}

interface ErrorLayer {
  code?: unknown;
  message?: string;
  address?: unknown;
  port?: unknown;
  hostname?: unknown;
}

/** The error, its causes and the attempts of an AggregateError (connection errors come in all three forms). */
function causes(error: unknown, depth = 0): ErrorLayer[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const layer = error as ErrorLayer & { cause?: unknown; errors?: unknown };
  const inner = Array.isArray(layer.errors) ? layer.errors.flatMap((e: unknown) => causes(e, depth + 1)) : [];
  return [layer, ...inner, ...causes(layer.cause, depth + 1)];
}

/** Whether a connection error names the proxy's host (name lookups) or its port (connections). */
function isProxyEndpoint(layer: ErrorLayer, proxy: URL): boolean {
  if (typeof layer.hostname === 'string') return layer.hostname === proxy.hostname;
  const port = Number(proxy.port || (proxy.protocol === 'https:' ? 443 : 80));
  if (layer.port !== port) return false;
  const literal = proxy.hostname.replace(/^\[|\]$/g, '');
  return isIP(literal) === 0 || layer.address === literal;
}
