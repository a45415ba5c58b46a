// CPU time per process from /proc (Linux), so each scenario can say where its CPU went:
// microseconds of CPU per request for the load generator, gateway, project service,
// Postgres, Redis and NATS. Elsewhere `cpuSnapshot` returns undefined and nothing is printed.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function readProcess(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    // fields[11] and [12] are utime and stime in ticks
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** Ticks per process id, or undefined where /proc is missing. */
export function cpuSnapshot() {
  if (!existsSync("/proc/self/stat")) return undefined;
  const snapshot = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcess(entry);
    if (info) snapshot.set(Number(entry), info);
  }
  return snapshot;
}

/**
 * CPU microseconds per request by component between two snapshots. `roles` names our own
 * processes by pid; other processes are grouped by executable name (postgres, redis-server...).
 */
export function cpuPerRequest(before, after, requests, roles) {
  if (!before || !after || requests === 0) return undefined;
  const ticks = new Map();
  for (const [pid, now] of after) {
    const then = before.get(pid);
    const used = now.ticks - (then?.ticks ?? 0);
    if (used <= 0) continue;
    const role = roles.get(pid) ?? (/^(postgres|redis-server|nats-server)$/.test(now.name) ? now.name : "other");
    ticks.set(role, (ticks.get(role) ?? 0) + used);
  }
  const perRequest = {};
  for (const [role, used] of [...ticks].sort((a, b) => b[1] - a[1])) {
    perRequest[role] = Math.round((used / TICKS_PER_SECOND / requests) * 1e6);
  }
  return perRequest;
}
