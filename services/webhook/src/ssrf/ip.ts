/**
 * Address parsing for the SSRF guard. Pure functions: every spelling a resolver or URL
 * parser might accept for an IP address (inet_aton forms, IPv4-mapped IPv6, brackets,
 * zone ids, trailing dots) is reduced to its bytes before it is judged.
 */
import { isIPv6 } from "node:net";

export type IpAddress = { version: 4; bytes: Uint8Array } | { version: 6; bytes: Uint8Array };

/**
 * One inet_aton part: decimal, octal (leading 0) or hex (0x). Undefined when it is not a number.
 */
function parseIpv4Part(part: string): number | undefined {
  if (part === "") return undefined;
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return Number.parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return undefined;
}

/**
 * IPv4 in every inet_aton form: `127.0.0.1`, `127.1`, `2130706433`, `0x7f000001`,
 * `0177.0.0.1`, `0x7f.1`, with or without one trailing dot.
 */
export function parseIpv4(input: string): Uint8Array | undefined {
  const text = input.endsWith(".") ? input.slice(0, -1) : input;
  const parts = text.split(".");
  if (parts.length < 1 || parts.length > 4) return undefined;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Part(part);
    if (value === undefined || !Number.isFinite(value)) return undefined;
    numbers.push(value);
  }
  const last = numbers.pop() ?? 0;
  if (numbers.some((value) => value > 255)) return undefined;
  const lastBytes = 4 - numbers.length;
  if (last >= 2 ** (8 * lastBytes)) return undefined;
  const bytes = new Uint8Array(4);
  numbers.forEach((value, index) => {
    bytes[index] = value;
  });
  let rest = last;
  for (let index = 3; index >= numbers.length; index--) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** IPv6 (with an optional zone id and an embedded dotted IPv4 tail) as 16 bytes. */
export function parseIpv6(input: string): Uint8Array | undefined {
  const zoneless = input.split("%")[0] ?? "";
  if (!isIPv6(zoneless)) return undefined;
  // A dotted IPv4 tail becomes its two hex groups, so one parser handles both forms.
  const text = zoneless.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [((Number(a) << 8) | Number(b)).toString(16), ((Number(c) << 8) | Number(d)).toString(16)].join(":"),
  );
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = groupsOf(halves[0]);
  const right = groupsOf(halves[1]);
  const fill = halves.length === 2 ? 8 - left.length - right.length : 0;
  if (fill < 0) return undefined;
  const groups = [...left, ...new Array<number>(fill).fill(0), ...right];
  if (groups.length !== 8 || groups.some((group) => !Number.isInteger(group) || group < 0 || group > 0xffff)) return undefined;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** A host as it appears in a URL or a resolver answer: `[::1]`, `127.1.`, `::ffff:7f00:1` … */
export function parseIpAddress(host: string): IpAddress | undefined {
  let text = host.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  if (text.includes(":")) {
    const bytes = parseIpv6(text);
    return bytes ? { version: 6, bytes } : undefined;
  }
  const bytes = parseIpv4(text);
  return bytes ? { version: 4, bytes } : undefined;
}

export function formatIp(address: IpAddress): string {
  if (address.version === 4) return Array.from(address.bytes).join(".");
  const groups: string[] = [];
  for (let index = 0; index < 16; index += 2)
    groups.push((((address.bytes[index] ?? 0) << 8) | (address.bytes[index + 1] ?? 0)).toString(16));
  return groups.join(":");
}

/** A CIDR block (`10.0.0.0/8`, `::1/128`; a bare address is a single host). */
export interface Cidr {
  version: 4 | 6;
  bytes: Uint8Array;
  prefix: number;
}

export function parseCidr(text: string): Cidr | undefined {
  const [addressText = "", prefixText, extra] = text.trim().split("/");
  if (extra !== undefined) return undefined;
  // Configuration is strict: dotted quads only, no inet_aton shorthand.
  if (!addressText.includes(":") && !/^\d{1,3}(\.\d{1,3}){3}$/.test(addressText)) return undefined;
  const address = parseIpAddress(addressText);
  if (!address) return undefined;
  const max = address.version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return { version: address.version, bytes: address.bytes, prefix };
}

export function inCidr(address: IpAddress, cidr: Cidr): boolean {
  if (address.version !== cidr.version) return false;
  let bits = cidr.prefix;
  for (let index = 0; bits > 0; index++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((address.bytes[index] ?? 0) & mask) !== ((cidr.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(address: IpAddress): IpAddress | undefined {
  if (address.version !== 6) return undefined;
  const b = address.bytes;
  const zeros = (from: number, to: number) => b.slice(from, to).every((byte) => byte === 0);
  const v4 = (from: number): IpAddress => ({ version: 4, bytes: b.slice(from, from + 4) });
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, except :: and ::1 themselves)
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zeros(0, 12) && !(zeros(12, 15) && (b[15] === 0 || b[15] === 1))) return v4(12);
  // ::ffff:0:a.b.c.d (SIIT)
  if (zeros(0, 8) && b[8] === 0xff && b[9] === 0xff && b[10] === 0 && b[11] === 0) return v4(12);
  // 64:ff9b::/96 (NAT64)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return v4(12);
  // 2002::/16 (6to4)
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}
