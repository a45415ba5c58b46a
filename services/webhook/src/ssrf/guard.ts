/**
 * SSRF guard: which hosts and addresses a webhook may reach. The URL's host is judged at
 * subscribe time (literals and reserved names, no DNS), and every address a name resolves
 * to is judged again when the delivery connects, so DNS rebinding cannot pass.
 */

import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { type Cidr, embeddedIpv4, formatIp, type IpAddress, inCidr, parseCidr, parseIpAddress } from "./ip.js";

/** Why an address or host is refused; the message names the host, never anything secret. */
export class SsrfRefusedError extends Error {
  override name = "SsrfRefusedError";
  readonly code = "ERR_SSRF_REFUSED";
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(`${host} is not allowed as a webhook destination (${reason})`);
  }
}

interface Range {
  cidr: Cidr;
  reason: string;
  /** No allow-list admits it: an operator widens private ranges, never these. */
  neverAllowed: boolean;
}

const range = (text: string, reason: string, options: { neverAllowed?: boolean } = {}): Range => {
  const cidr = parseCidr(text);
  if (!cidr) throw new Error(`bad built-in range ${text}`);
  return { cidr, reason, neverAllowed: options.neverAllowed ?? false };
};

/** Non-public IPv4 ranges (IANA special-purpose registry, plus cloud metadata). */
const IPV4_REFUSED: Range[] = [
  range("169.254.169.254/32", "cloud metadata", { neverAllowed: true }),
  range("0.0.0.0/8", "unspecified"),
  range("10.0.0.0/8", "private"),
  range("100.64.0.0/10", "carrier-grade NAT"),
  range("127.0.0.0/8", "loopback"),
  range("169.254.0.0/16", "link-local"),
  range("172.16.0.0/12", "private"),
  range("192.0.0.0/24", "IETF protocol assignments"),
  range("192.0.2.0/24", "documentation"),
  range("192.88.99.0/24", "6to4 relay"),
  range("192.168.0.0/16", "private"),
  range("198.18.0.0/15", "benchmarking"),
  range("198.51.100.0/24", "documentation"),
  range("203.0.113.0/24", "documentation"),
  range("224.0.0.0/4", "multicast"),
  range("255.255.255.255/32", "broadcast"),
  range("240.0.0.0/4", "reserved"),
];

const IPV6_REFUSED: Range[] = [
  range("fd00:ec2::254/128", "cloud metadata", { neverAllowed: true }),
  range("::/128", "unspecified"),
  range("::1/128", "loopback"),
  range("100::/64", "discard-only"),
  range("64:ff9b:1::/48", "local-use NAT64", { neverAllowed: true }),
  range("2001::/32", "Teredo", { neverAllowed: true }),
  range("2001:db8::/32", "documentation"),
  range("fc00::/7", "unique local (private)"),
  range("fe80::/10", "link-local"),
  range("fec0::/10", "site-local"),
  range("ff00::/8", "multicast"),
];

/** Host names of cloud metadata services: refused whatever the allow-list says. */
const METADATA_NAMES = new Set([
  "metadata",
  "metadata.google.internal",
  "metadata.goog",
  "instance-data",
  "instance-data.ec2.internal",
  "metadata.azure.internal",
  "metadata.platformequinix.com",
]);
/**
 * Names that resolve on the machine or inside the network, never on the public internet
 * (`.svc` and `.cluster.local` are Kubernetes service names, e.g. `kubernetes.default.svc`).
 */
const LOCAL_SUFFIXES = [".localhost", ".internal", ".local", ".localdomain", ".home.arpa", ".intranet", ".lan", ".svc", ".cluster.local"];
/**
 * Why an address is not public (undefined for a public one), and whether an allow-list may
 * admit it: never the metadata service, nor an IPv6 form that tunnels to an IPv4 (see checkAddress).
 */
function nonPublicRange(address: IpAddress): Pick<Range, "reason" | "neverAllowed"> | undefined {
  const embedded = embeddedIpv4(address);
  if (embedded) {
    const inner = nonPublicRange(embedded);
    return inner ? { reason: `${inner.reason} (IPv4 inside IPv6)`, neverAllowed: true } : undefined;
  }
  const ranges = address.version === 4 ? IPV4_REFUSED : IPV6_REFUSED;
  return ranges.find((candidate) => inCidr(address, candidate.cidr));
}

/** Lowercase, without brackets and trailing dots: the form names and literals are judged in. */
export function normalizeHost(host: string): string {
  let text = host.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  while (text.endsWith(".")) text = text.slice(0, -1);
  return text;
}

export class SsrfGuard {
  private readonly allowed: Cidr[];

  /** `allowedCidrs`: blocks reachable despite the guard (an operator's choice, e.g. for local tests). */
  constructor(allowedCidrs: readonly Cidr[] = []) {
    this.allowed = [...allowedCidrs];
  }

  static fromList(list: string): SsrfGuard {
    return new SsrfGuard(parseCidrList(list));
  }

  /**
   * Throws SsrfRefusedError when the address may not be dialled. The allow-list admits an
   * address only when the address itself lies in a listed block. An IPv6 form that embeds a
   * non-public IPv4 (mapped, compatible, NAT64, 6to4) is refused whatever the list holds:
   * `127.0.0.0/8` admits 127.0.0.1 but never `::ffff:127.0.0.1` or `2002:7f00:1::`.
   */
  checkAddress(address: IpAddress, host = formatIp(address)): void {
    const refused = nonPublicRange(address);
    if (!refused) return;
    const allowed = !refused.neverAllowed && this.allowed.some((cidr) => inCidr(address, cidr));
    if (!allowed) throw new SsrfRefusedError(host, refused.reason);
  }

  /**
   * Judges a host without DNS: an IP literal in any spelling is checked as an address,
   * reserved names are refused, any other name passes (its addresses are checked at connect).
   * Names are judged by what they are: the allow-list widens address ranges only, so
   * `localhost`, `*.internal` or `kubernetes.default.svc` stay refused whatever it holds.
   */
  checkHost(rawHost: string): void {
    const host = normalizeHost(rawHost);
    if (host === "") throw new SsrfRefusedError(rawHost, "empty host");
    const literal = parseIpAddress(host);
    if (literal) {
      this.checkAddress(literal, rawHost);
      return;
    }
    if (METADATA_NAMES.has(host)) throw new SsrfRefusedError(rawHost, "cloud metadata host name");
    if (!/^[a-z0-9_.-]+$/.test(host)) throw new SsrfRefusedError(rawHost, "not a valid host name");
    const local =
      host === "localhost"
        ? "loopback"
        : host.endsWith(".localhost")
          ? "loopback"
          : LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))
            ? "internal host name"
            : !host.includes(".")
              ? "single-label host names resolve inside the network"
              : undefined;
    if (local) throw new SsrfRefusedError(rawHost, local);
  }

  /** Checks a URL's host (whatever userinfo, port or path surround it). */
  checkUrl(url: URL): void {
    this.checkHost(url.hostname);
  }
}

/** Parses `WEBHOOK_ALLOWED_CIDRS`; throws with the offending entry. */
export function parseCidrList(list: string): Cidr[] {
  const cidrs: Cidr[] = [];
  for (const entry of list.split(",")) {
    const text = entry.trim();
    if (text === "") continue;
    const cidr = parseCidr(text);
    if (!cidr) throw new Error(`"${text}" is not a CIDR block such as 10.0.0.0/8 or fd00::/8`);
    cidrs.push(cidr);
  }
  return cidrs;
}

/** Resolves a host name to all its addresses (DNS in production; tests inject their own). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

type SystemLookup = (hostname: string, options: { all: true; order: "verbatim" }) => Promise<LookupAddress[]>;

/**
 * DNS through the system resolver, always for the absolute name (a trailing dot): the search
 * domains of resolv.conf never apply, so `redis.prod` or `kubernetes.default` cannot turn into
 * `redis.prod.svc.cluster.local` inside a cluster whose addresses an allow-list admits.
 */
export function createSystemResolver(lookup: SystemLookup = dnsLookup): Resolver {
  return (hostname) => lookup(hostname.endsWith(".") ? hostname : `${hostname}.`, { all: true, order: "verbatim" });
}

export const systemResolver: Resolver = createSystemResolver();

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls connect options: resolves with `resolver`, refuses the connection
 * when any resolved address is not allowed, and answers in the form the caller asked for.
 */
export function createGuardedLookup(guard: SsrfGuard, resolver: Resolver = systemResolver) {
  return (hostname: string, options: LookupOptions | number | LookupCallback, maybeCallback?: LookupCallback): void => {
    const callback = (typeof options === "function" ? options : maybeCallback) as LookupCallback;
    const opts: LookupOptions = typeof options === "object" ? options : typeof options === "number" ? { family: options } : {};
    const resolve = async (): Promise<LookupAddress[]> => {
      guard.checkHost(hostname);
      const found = await resolver(hostname);
      if (found.length === 0) throw Object.assign(new Error(`${hostname} has no addresses`), { code: "ENOTFOUND" });
      for (const entry of found) {
        const address = parseIpAddress(entry.address);
        if (!address) throw new SsrfRefusedError(hostname, "resolved to an unparseable address");
        guard.checkAddress(address, `${hostname} (${entry.address})`);
      }
      const family = opts.family === "IPv4" ? 4 : opts.family === "IPv6" ? 6 : opts.family;
      const wanted = family === 4 || family === 6 ? found.filter((entry) => entry.family === family) : found;
      if (wanted.length === 0) throw Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: "ENOTFOUND" });
      return wanted;
    };
    resolve().then(
      (addresses) => {
        const first = addresses[0];
        if (opts.all) callback(null, addresses);
        else if (first) callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, opts.all ? [] : ""),
    );
  };
}
