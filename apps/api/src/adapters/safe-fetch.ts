import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// Fetches a URL a partner typed without becoming a way into the machine's own network
// (docs/decisions/calendar-sync.md, "Safety"): http and https only; the name is resolved here and every
// address it has is checked (loopback, private, link-local, unique-local, CGNAT, multicast, unspecified
// and IPv4-mapped IPv6 are refused); the connection goes to the address that was checked (no second
// lookup a rebinding DNS could answer differently); redirects are followed by hand, at most 3, each
// checked again; one deadline for the whole fetch, and a body cap.

export type SafeFetchOptions = {
  /** Hosts (names or literal addresses) let through although they resolve to a refused address: tests only. */
  allowHosts?: readonly string[];
  /** The whole fetch, redirects included (default 10 s). */
  timeoutMs?: number;
  /** The largest body read (default 2 MB); a longer one is refused. */
  maxBytes?: number;
  maxRedirects?: number;
};

export type SafeFetchResult = { status: number; body: string; url: string };

export class SafeFetchError extends Error {}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** Whether an address is one a partner's URL may not reach. */
export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const lower = address.toLowerCase();
    // IPv4-mapped (::ffff:127.0.0.1, ::ffff:7f00:1) and IPv4-compatible addresses: check the IPv4 inside.
    const mapped = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
    if (mapped) return isRefusedAddress(mapped[1]!);
    const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
    if (hexMapped) {
      const n = (parseInt(hexMapped[1]!, 16) << 16) | parseInt(hexMapped[2]!, 16);
      return isRefusedAddress([24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.'));
    }
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

async function resolve(hostname: string, allowed: boolean): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const found = net.isIP(bare)
    ? [{ address: bare, family: net.isIP(bare) }]
    : await dns.promises.lookup(bare, { all: true, verbatim: true }).catch(() => {
        throw new SafeFetchError(`The address ${hostname} could not be found.`);
      });
  if (found.length === 0) throw new SafeFetchError(`The address ${hostname} could not be found.`);
  if (!allowed && found.some((a) => isRefusedAddress(a.address)))
    throw new SafeFetchError(`The address ${hostname} is not on the public internet.`);
  return found[0]!;
}

function once(
  url: URL,
  pinned: { address: string; family: number },
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ status: number; location: string | undefined; body: string }> {
  return new Promise((done, fail) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Restora calendar sync' },
        // The connection goes to the address that was checked, whatever a second lookup would say.
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [pinned]);
          else callback(null, pinned.address, pinned.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          done({ status, location: response.headers.location, body: '' });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          request.destroy();
          fail(new SafeFetchError(`The calendar is larger than ${maxBytes / 1024 / 1024} MB.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            fail(new SafeFetchError(`The calendar is larger than ${maxBytes / 1024 / 1024} MB.`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          done({ status, location: undefined, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end();
  });
}

/** GETs `address` under the rules above; throws SafeFetchError with a sentence a partner can read. */
export async function safeFetch(address: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const allow = new Set((options.allowHosts ?? []).map((h) => h.toLowerCase()));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseUrl(address);
    for (let hop = 0; ; hop++) {
      const host = url.hostname.toLowerCase();
      const pinned = await resolve(host, allow.has(host.replace(/^\[|\]$/g, '')));
      const answer = await once(url, pinned, controller.signal, maxBytes).catch((error: unknown) => {
        if (controller.signal.aborted)
          throw new SafeFetchError(`No answer within ${Math.round(timeoutMs / 1000)} s.`);
        if (error instanceof SafeFetchError) throw error;
        throw new SafeFetchError(`The calendar could not be fetched (${(error as Error).message}).`);
      });
      if (answer.location === undefined) return { status: answer.status, body: answer.body, url: url.href };
      if (hop >= maxRedirects) throw new SafeFetchError(`More than ${maxRedirects} redirects.`);
      url = parseUrl(new URL(answer.location, url).href);
    }
  } finally {
    clearTimeout(timer);
  }
}

function parseUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SafeFetchError('This is not a web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('Only http and https addresses can be fetched.');
  if (url.username || url.password) throw new SafeFetchError('Addresses with a user name are not fetched.');
  return url;
}
