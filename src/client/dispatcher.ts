import { Agent, EnvHttpProxyAgent } from 'undici';
import type { Dispatcher } from 'undici';
import { isLoopbackHost } from '../settings/parsers.ts';
import { ActionError } from '../util/errors.ts';
import { readProxyEnvironment, showProxy } from '../util/proxy.ts';

/**
 * The one HTTP agent configuration of the action: the service API and the bundle download both go
 * through it, so both honour the runner's proxy variables the same way (undici's EnvHttpProxyAgent).
 * A loopback host is always reached directly, whatever the variables say: plain http:// is accepted
 * for it only because such traffic never leaves the machine, and a proxy would read the key in it.
 */

/** A proxy variable the action cannot use; the message names the variable, never its credentials. */
export class ProxySettingsError extends ActionError {
  readonly kind = 'input';
  constructor(message: string) {
    super(message);
    this.name = 'ProxySettingsError';
  }
}

export interface HttpDispatcher {
  dispatcher: Dispatcher;
  /**
   * The proxy configured for a URL's scheme, as it may be shown (`http://proxy.corp:3128`, no credentials);
   * undefined without one or for a loopback host. NO_PROXY may still send a host around it: callers learn
   * that from the error.
   */
  proxyFor: (url: string) => string | undefined;
  /** Closes every agent of the dispatcher. */
  close: () => Promise<void>;
}

export interface HttpDispatcherOptions {
  env: NodeJS.ProcessEnv;
  /** Passed to every agent undici makes (direct and through a proxy). */
  agent?: Agent.Options;
}

/** One agent for every request of the run: direct, or through HTTPS_PROXY/HTTP_PROXY unless NO_PROXY matches. */
export function createHttpDispatcher(options: HttpDispatcherOptions): HttpDispatcher {
  const proxies = readProxyEnvironment(options.env);
  const httpProxy = proxies.httpProxy ? proxyUrl('HTTP_PROXY', proxies.httpProxy) : undefined;
  const httpsProxy = proxies.httpsProxy ? proxyUrl('HTTPS_PROXY', proxies.httpsProxy) : httpProxy;
  // Empty strings, not undefined: undefined would make undici read process.env itself.
  const viaProxyVariables = new EnvHttpProxyAgent({
    ...options.agent,
    httpProxy: httpProxy?.href ?? '',
    httpsProxy: httpsProxy?.href ?? '',
    noProxy: proxies.noProxy ?? '',
  });
  const direct = new Agent(options.agent);
  const dispatcher = viaProxyVariables.compose(
    (dispatch) => (request, handler) =>
      isLoopbackOrigin(request.origin) ? direct.dispatch(request, handler) : dispatch(request, handler),
  );
  return {
    dispatcher,
    proxyFor: (url) => {
      if (isLoopbackOrigin(url)) return undefined;
      const proxy = url.startsWith('https:') ? httpsProxy : httpProxy;
      return proxy && showProxy(proxy);
    },
    close: async () => {
      await Promise.all([viaProxyVariables.close(), direct.close()]);
    },
  };
}

function isLoopbackOrigin(origin: string | URL | undefined): boolean {
  if (origin === undefined) return false;
  try {
    return isLoopbackHost(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** A proxy URL as curl reads it: `proxy.corp:3128` means `http://proxy.corp:3128`. */
function proxyUrl(variable: string, value: string): URL {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ProxySettingsError(
      `${variable} is not a proxy address the action can use: give it as http://host:port (credentials, if any, as http://user:password@host:port).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProxySettingsError(
      `${variable} uses ${url.protocol.slice(0, -1)}://, which the action does not support: give an http:// or https:// proxy.`,
    );
  }
  return url;
}
