// Helpers shared by `npm start` and `npm run bench`: start a service process and wait
// for its "listening" log line, stop processes in reverse order, run the admin CLI.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts `node <script>` (relative to `cwd`, the repository by default) and resolves with the
 * child and its parsed "listening" log entry (ports). `onLine` sees every output line;
 * `onExit` is called if it exits after start.
 */
export function startProcess(script, { env, cwd = root, nodeArgs = [], onLine = () => {}, onExit = () => {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, join(cwd, script)], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let ready = false;
    const handleLine = (line) => {
      onLine(line);
      if (ready || !line.includes("listening")) return;
      ready = true;
      let entry = {};
      try {
        entry = JSON.parse(line);
      } catch {
        // a non-JSON line that says listening still means ready
      }
      resolve({ child, entry });
    };
    for (const stream of [child.stdout, child.stderr]) {
      let buffer = "";
      stream.on("data", (chunk) => {
        buffer += chunk.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) handleLine(line);
      });
    }
    child.on("exit", (code) => (ready ? onExit(code) : reject(new Error(`${script} exited with code ${code} before it was ready`))));
  });
}

/** SIGTERM to each child, newest first, waiting for each to exit. */
export async function stopProcesses(children) {
  for (const child of [...children].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

/** Runs the admin CLI with --json and returns its one JSON document. */
export function admin(args, env) {
  const result = spawnSync(process.execPath, [join(root, "gateway/dist/admin/cli.js"), ...args, "--json"], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(" ")}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}
