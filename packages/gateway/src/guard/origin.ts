import proxyAddr from '@fastify/proxy-addr';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config.js';

/** `host[:port]` in lower case, without the scheme's default port. */
function normalHost(host: string, scheme = 'http:'): string | undefined {
  try {
    const url = new URL(`${scheme}//${host.trim()}`);
    return url.host.toLowerCase();
  } catch {
    return undefined;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request comes from this site, as the browser says it. `Sec-Fetch-Site` (every current
 * browser) must be `same-origin` or `none` (typed address, bookmark); an `Origin`, when sent, must
 * name `host` (the request's host: `Host`, or `X-Forwarded-Host` from a trusted proxy). A sibling
 * subdomain or another port of the same host is another site here. Scripts send neither header
 * and pass: they carry their credential explicitly (a bearer token), not a browser's cookie.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, host: string | undefined): boolean {
  const site = single(headers['sec-fetch-site'])?.trim().toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = single(headers.origin);
  if (origin === undefined) return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, file:) and garbage
  }
  if (originUrl.protocol !== 'http:' && originUrl.protocol !== 'https:') return false;
  if (host === undefined) return false;
  const expected = normalHost(host, originUrl.protocol);
  return expected !== undefined && expected === originUrl.host.toLowerCase();
}

/** Whether `X-Forwarded-*` from this peer may be believed (Fastify's `trustProxy` rule). */
function trustsProxy(trust: Config['trustProxy'], remoteAddress: string | undefined) {
  if (trust === false || remoteAddress === undefined) return false;
  if (trust === true) return true;
  if (typeof trust === 'function') return trust(remoteAddress, 0);
  const compiled = proxyAddr.compile(
    trust
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  return compiled(remoteAddress, 0);
}

/**
 * The host a raw request was sent to: the last `X-Forwarded-Host` when the peer is a trusted
 * proxy, else `Host` (as Fastify's `request.host`). Used where Fastify is not (the relay).
 */
export function requestHost(
  req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string | undefined } },
  trust: Config['trustProxy'],
): string | undefined {
  const forwarded = single(req.headers['x-forwarded-host']);
  if (forwarded !== undefined && trustsProxy(trust, req.socket.remoteAddress)) {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.headers.host;
}

/**
 * Whether `host` (a `Host` value, port ignored) is one the gateway answers for: any when
 * `allowed` is undefined. A page on another name that resolves to this machine (DNS rebinding)
 * sends its own name, and is turned away before any route runs.
 */
export function isAllowedHost(host: string | undefined, allowed: string[] | undefined): boolean {
  if (allowed === undefined) return true;
  if (host === undefined) return false;
  let name: string;
  try {
    name = new URL(`http://${host.trim()}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return allowed.includes(name);
}

/** What a refused host name is told (status 421). */
export const MISDIRECTED_MESSAGE = 'This gateway does not answer for that host name.';
