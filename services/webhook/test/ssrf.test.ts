import assert from "node:assert/strict";
import type { LookupAddress } from "node:dns";
import { describe, it } from "node:test";
import { createGuardedLookup, createSystemResolver, SsrfGuard, SsrfRefusedError } from "../src/ssrf/guard.js";
import { formatIp, parseCidr, parseIpAddress } from "../src/ssrf/ip.js";

const guard = new SsrfGuard();

function refusedUrl(url: string): string | undefined {
  try {
    guard.checkUrl(new URL(url));
    return undefined;
  } catch (error) {
    assert.ok(error instanceof SsrfRefusedError, `${url}: ${String(error)}`);
    return error.reason;
  }
}

function refusedHost(host: string): string | undefined {
  try {
    guard.checkHost(host);
    return undefined;
  } catch (error) {
    assert.ok(error instanceof SsrfRefusedError, `${host}: ${String(error)}`);
    return error.reason;
  }
}

describe("address parsing", () => {
  const cases: [string, string][] = [
    ["127.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.1", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["0x", "0.0.0.0"],
    ["10.1.65535", "10.1.255.255"],
    ["[::1]", "0:0:0:0:0:0:0:1"],
    ["::ffff:127.0.0.1", "0:0:0:0:0:ffff:7f00:1"],
    ["::ffff:7f00:1", "0:0:0:0:0:ffff:7f00:1"],
    ["fe80::1%eth0", "fe80:0:0:0:0:0:0:1"],
    ["2001:db8::8a2e:370:7334", "2001:db8:0:0:0:8a2e:370:7334"],
  ];
  for (const [input, expected] of cases) {
    it(`reads ${input}`, () => {
      const address = parseIpAddress(input);
      assert.ok(address);
      assert.equal(formatIp(address), expected);
    });
  }

  it("rejects what is not an address", () => {
    for (const input of ["example.com", "256.0.0.1", "1.2.3.4.5", "08.0.0.1", "4294967296", "1:2:3", "::g"]) {
      assert.equal(parseIpAddress(input), undefined, input);
    }
  });

  it("parses CIDR blocks strictly", () => {
    assert.deepEqual(parseCidr("10.0.0.0/8")?.prefix, 8);
    assert.deepEqual(parseCidr("::1")?.prefix, 128);
    for (const bad of ["10.0.0.0/33", "127.1/8", "10.0.0.0/x", "abc", "10.0.0.0/8/1", "::1/129"])
      assert.equal(parseCidr(bad), undefined, bad);
  });
});

describe("SSRF guard at subscribe time", () => {
  const refused = [
    "https://127.0.0.1/",
    "https://127.0.0.1./hook",
    "https://localhost/",
    "https://LOCALHOST./",
    "https://api.localhost/",
    "https://[::1]/",
    "https://[::]/",
    "https://0.0.0.0/",
    "https://0/",
    "https://2130706433/",
    "https://0177.0.0.1/",
    "https://0x7f.1/",
    "https://0x7f000001/",
    "https://127.1/",
    "https://[::ffff:127.0.0.1]/",
    "https://[::ffff:7f00:1]/",
    "https://[::127.0.0.1]/",
    "https://[64:ff9b::a00:1]/",
    "https://[2002:a00:1::]/",
    "https://evil@127.0.0.1/",
    "https://user:pass@10.0.0.1:8443/x",
    "https://10.0.0.1/",
    "https://172.16.0.1/",
    "https://172.31.255.255/",
    "https://192.168.1.1/",
    "https://100.64.0.1/",
    "https://169.254.169.254/latest/meta-data/",
    "https://169.254.1.1/",
    "https://[fe80::1]/",
    "https://[fc00::1]/",
    "https://[fd00:ec2::254]/",
    "https://224.0.0.1/",
    "https://[ff02::1]/",
    "https://255.255.255.255/",
    "https://metadata.google.internal/computeMetadata/v1/",
    "https://metadata/",
    "https://instance-data/",
    "https://intranet/",
    "https://printer.local/",
  ];
  for (const url of refused) {
    it(`refuses ${url}`, () => assert.notEqual(refusedUrl(url), undefined));
  }

  it("accepts public addresses and names without resolving them", () => {
    for (const url of [
      "https://hooks.zapier.com/hooks/catch/1/abc/",
      "https://8.8.8.8/",
      "https://[2606:4700:4700::1111]/",
      "https://172.32.0.1/",
      "https://not-registered-yet.example/",
    ]) {
      assert.equal(refusedUrl(url), undefined, url);
    }
  });

  it("names the reason without echoing more than the host", () => {
    assert.equal(refusedHost("10.1.2.3"), "private");
    assert.equal(refusedHost("[::ffff:a9fe:a9fe]"), "cloud metadata (IPv4 inside IPv6)");
    assert.equal(refusedHost("100.100.100.100"), "carrier-grade NAT");
  });

  it("admits allow-listed blocks, in every IPv4 spelling, but never metadata names", () => {
    const allowing = SsrfGuard.fromList("127.0.0.0/8, 10.1.0.0/16");
    allowing.checkHost("127.0.0.1");
    allowing.checkHost("0x7f.1");
    allowing.checkHost("10.1.2.3");
    assert.throws(() => allowing.checkHost("10.2.0.1"), SsrfRefusedError);
    assert.throws(() => allowing.checkHost("[::1]"), SsrfRefusedError);
    assert.throws(() => allowing.checkHost("metadata.google.internal"), SsrfRefusedError);
    assert.throws(() => SsrfGuard.fromList("127.0.0.0/8,nonsense"), /nonsense/);
  });
});

describe("SSRF guard with an allow-list", () => {
  const allowing = SsrfGuard.fromList("127.0.0.0/8, 10.0.0.0/8, 169.254.0.0/16, fd00::/8");
  const refusal = (host: string) => {
    try {
      allowing.checkHost(host);
      return undefined;
    } catch (error) {
      assert.ok(error instanceof SsrfRefusedError, `${host}: ${String(error)}`);
      return error.reason;
    }
  };

  it("still refuses names that only resolve inside the network: the list widens address ranges only", () => {
    for (const host of [
      "localhost",
      "LOCALHOST.",
      "api.localhost",
      "db.internal",
      "printer.local",
      "nas.lan",
      "router.home.arpa",
      "intranet",
      "receiver",
      "kubernetes.default.svc",
      "kubernetes.default.svc.cluster.local",
      "api.payments.svc",
      "hooks.cluster.local",
      "metadata.google.internal",
    ]) {
      assert.notEqual(refusal(host), undefined, host);
    }
  });

  it("refuses IPv6 forms carrying an allow-listed private IPv4, judged as that IPv4", () => {
    const cases: [string, string][] = [
      ["[::ffff:127.0.0.1]", "loopback (IPv4 inside IPv6)"],
      ["[::ffff:7f00:1]", "loopback (IPv4 inside IPv6)"],
      ["[::127.0.0.1]", "loopback (IPv4 inside IPv6)"],
      ["[::ffff:0:7f00:1]", "loopback (IPv4 inside IPv6)"],
      ["[64:ff9b::7f00:1]", "loopback (IPv4 inside IPv6)"],
      ["[64:ff9b::10.0.0.1]", "private (IPv4 inside IPv6)"],
      ["[2002:7f00:1::]", "loopback (IPv4 inside IPv6)"],
      ["[2002:a00:1::1]", "private (IPv4 inside IPv6)"],
      ["[::ffff:169.254.10.1]", "link-local (IPv4 inside IPv6)"],
      ["[64:ff9b:1::a00:1]", "local-use NAT64"],
      ["[2001:0:4136:e378:8000:63bf:80ff:fffe]", "Teredo"],
    ];
    for (const [host, reason] of cases) assert.equal(refusal(host), reason, host);
  });

  it("admits what the list holds, and IPv6 forms of public IPv4 addresses as those addresses", () => {
    for (const host of [
      "127.0.0.1",
      "10.9.8.7",
      "169.254.1.1",
      "[fd00::1]",
      "[::ffff:8.8.8.8]",
      "[2002:808:808::1]",
      "[64:ff9b::8.8.8.8]",
    ]) {
      assert.equal(refusal(host), undefined, host);
    }
  });

  it("never admits the metadata address, even inside a listed block", () => {
    assert.equal(refusal("169.254.169.254"), "cloud metadata");
    assert.equal(refusal("[fd00:ec2::254]"), "cloud metadata");
  });
});

describe("SSRF guard at connect time (lookup)", () => {
  const lookupWith = (guardToUse: SsrfGuard, answers: Record<string, LookupAddress[]>) => {
    const asked: string[] = [];
    const lookup = createGuardedLookup(guardToUse, async (hostname) => {
      asked.push(hostname);
      return answers[hostname] ?? [];
    });
    const resolveAll = (hostname: string) =>
      new Promise<LookupAddress[]>((resolve, reject) => {
        lookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses as LookupAddress[])));
      });
    const resolveOne = (hostname: string, family?: number) =>
      new Promise<string>((resolve, reject) => {
        lookup(hostname, family ?? 0, (error, address) => (error ? reject(error) : resolve(address as string)));
      });
    return { asked, resolveAll, resolveOne };
  };

  it("refuses a name that resolves to a private address (DNS rebinding)", async () => {
    const { resolveAll } = lookupWith(guard, { "rebind.example": [{ address: "127.0.0.1", family: 4 }] });
    await assert.rejects(resolveAll("rebind.example"), SsrfRefusedError);
  });

  it("refuses when any of several addresses is private", async () => {
    const { resolveOne } = lookupWith(guard, {
      "mixed.example": [
        { address: "93.184.216.34", family: 4 },
        { address: "::ffff:10.0.0.1", family: 6 },
      ],
    });
    await assert.rejects(resolveOne("mixed.example"), SsrfRefusedError);
  });

  it("answers public addresses in the form asked for", async () => {
    const { resolveAll, resolveOne } = lookupWith(guard, {
      "public.example": [
        { address: "2606:4700::1", family: 6 },
        { address: "93.184.216.34", family: 4 },
      ],
    });
    assert.deepEqual(await resolveAll("public.example"), [
      { address: "2606:4700::1", family: 6 },
      { address: "93.184.216.34", family: 4 },
    ]);
    assert.equal(await resolveOne("public.example", 4), "93.184.216.34");
  });

  it("refuses reserved names before asking the resolver", async () => {
    const { asked, resolveAll } = lookupWith(guard, {});
    await assert.rejects(resolveAll("metadata.google.internal"), SsrfRefusedError);
    assert.deepEqual(asked, []);
  });

  it("with an allow-list, refuses internal names before asking the resolver, and embedded forms it answers", async () => {
    const { asked, resolveAll, resolveOne } = lookupWith(SsrfGuard.fromList("127.0.0.0/8"), {
      localhost: [{ address: "127.0.0.1", family: 4 }],
      "kubernetes.default.svc": [{ address: "127.0.0.1", family: 4 }],
      "mapped.example": [{ address: "::ffff:127.0.0.1", family: 6 }],
      "nat64.example": [{ address: "64:ff9b::7f00:1", family: 6 }],
      "sixtofour.example": [{ address: "2002:7f00:1::1", family: 6 }],
    });
    for (const name of ["localhost", "kubernetes.default.svc", "app.localhost"]) {
      await assert.rejects(resolveAll(name), SsrfRefusedError, name);
    }
    assert.deepEqual(asked, [], "internal names are refused before any DNS question");
    for (const name of ["mapped.example", "nat64.example", "sixtofour.example"]) {
      await assert.rejects(resolveOne(name), SsrfRefusedError, name);
    }
  });

  it("asks the system resolver for absolute names, so search domains never complete them", async () => {
    const asked: string[] = [];
    const resolver = createSystemResolver(async (hostname) => {
      asked.push(hostname);
      return [{ address: "93.184.216.34", family: 4 }];
    });
    for (const name of ["redis.prod", "kubernetes.default", "hooks.example.com", "hooks.example.com."]) await resolver(name);
    assert.deepEqual(asked, ["redis.prod.", "kubernetes.default.", "hooks.example.com.", "hooks.example.com."]);
  });

  it("admits an allow-listed resolved address", async () => {
    const { resolveOne } = lookupWith(SsrfGuard.fromList("127.0.0.0/8"), { "receiver.test": [{ address: "127.0.0.1", family: 4 }] });
    assert.equal(await resolveOne("receiver.test"), "127.0.0.1");
  });
});
