import { requestValidationError } from './validation.js';

/*
 * The presigned upload URL comes from the server's answer, not from the caller: a compromised or spoofed answer
 * must not turn the SDK into a tool that PUTs a payroll document to the cloud metadata service, a loopback
 * admin port or the office network. Only https to a public host is accepted unless the client opts out. Names
 * are checked as written (the SDK does no DNS lookup, which browsers and edge runtimes cannot do).
 */

const LOCAL_NAMES =
  /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.(localhost|local|internal)$/;

function v4Private(a: number, b: number): boolean {
  return (
    a === 0 || // "this network", 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata 169.254.169.254
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast and reserved
  );
}

function parseV4(host: string): [number, number] | undefined {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  return [Number(parts[0]), Number(parts[1])];
}

/**
 * The 8 groups of an IPv6 address as the URL parser writes it: hex groups, one `::` at most, and no dotted IPv4
 * tail (`[::ffff:127.0.0.1]` becomes `[::ffff:7f00:1]`).
 */
function parseV6(host: string): number[] | undefined {
  const [head = '', tail] = host.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  const groups = [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}

function v6Private(groups: number[]): boolean {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroHead = groups.slice(0, 5).every((g) => g === 0);
  if (zeroHead && g5 === 0 && g6 === 0 && g7 <= 1) return true; // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) addresses.
  const nat64 = g0 === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if ((zeroHead && (g5 === 0xffff || g5 === 0)) || nat64) return v4Private(g6 >> 8, g6 & 0xff);
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xffc0) === 0xfec0 || // site-local fec0::/10
    (g0 & 0xff00) === 0xff00 // multicast
  );
}

/**
 * True for hosts that are not on the public internet: localhost names, loopback, private, link-local (cloud
 * metadata included), unique-local, unspecified and multicast addresses, in any form the URL parser accepts.
 * `hostname` is a `URL`'s: lower-case, IPv4 in dotted decimal (`0x7f.1` becomes `127.0.0.1`), IPv6 in brackets.
 */
export function isNonPublicHost(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '');
  if (host.startsWith('[')) {
    const groups = parseV6(host.slice(1, -1));
    return groups === undefined || v6Private(groups);
  }
  const v4 = parseV4(host);
  if (v4) return v4Private(v4[0], v4[1]);
  return host === '' || LOCAL_NAMES.test(host);
}

/**
 * Checks a presigned upload URL before any byte is sent.
 * @param allowAny - the client's `dangerouslyAllowAnyUploadUrl`: http and non-public hosts (simulators, tests).
 * @throws RequestValidationError at `putUrl` for an invalid URL, one carrying credentials, a non-https
 * URL or a non-public host.
 */
export function checkUploadUrl(url: string, allowAny: boolean): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw requestValidationError({ putUrl: 'is not a valid URL' });
  }
  if (parsed.protocol !== 'https:' && !(allowAny && parsed.protocol === 'http:')) {
    throw requestValidationError({ putUrl: 'must use https' });
  }
  if (!allowAny && isNonPublicHost(parsed.hostname)) {
    throw requestValidationError({
      putUrl:
        'must point to a public host, not localhost, a loopback, private or link-local address (set dangerouslyAllowAnyUploadUrl for a local simulator)',
    });
  }
  return parsed;
}

/** True for a `ReadableStream` upload body (which cannot be replayed). */
export function isStream(content: unknown): content is ReadableStream<Uint8Array> {
  return typeof (content as ReadableStream | null)?.getReader === 'function';
}

/** Stops a caller's upload stream that will not (or no longer) be sent. */
export function cancelUpload(content: unknown, reason: unknown): void {
  if (isStream(content) && !content.locked) content.cancel(reason).catch(() => undefined);
}

/**
 * The caller's stream behind one the SDK controls: the runtime's fetch may keep a body locked (and keep
 * pulling it) after the PUT failed, and a locked stream cannot be cancelled by anyone else. `stop` cancels the
 * source through the SDK's own reader and errors the body, so no further byte is read and no truncated body
 * can end cleanly.
 */
export function guardStream(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  let stopped: { reason: unknown } | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (stopped) controller.error(stopped.reason);
        else if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        stopped ??= { reason };
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
  const stop = (reason: unknown) => {
    if (stopped) return;
    stopped = { reason };
    reader.cancel(reason).catch(() => undefined);
  };
  return { stream, stop };
}
