// Helpers shared by `npm start` and `npm run bench`: start a service process and wait
// for its "listening" log line, stop processes in reverse order, run the admin CLI.
import { spawn, spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts `node <script>` (relative to `cwd`, the repository by default) and resolves with the
 * child and its parsed "listening" log entry (ports). `onSpawn` gets the child at once (so it
 * can be stopped while starting); `onLine(line, stream)` sees every output line; `onExit(code,
 * signal)` is called if it exits after start, once its output has been read to the end.
 */
export function startProcess(script, { env, cwd = root, nodeArgs = [], onSpawn = () => {}, onLine = () => {}, onExit = () => {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, join(cwd, script)], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    onSpawn(child);
    let ready = false;
    const handleLine = (line, stream) => {
      onLine(line, stream);
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
    for (const [name, stream] of [
      ["stdout", child.stdout],
      ["stderr", child.stderr],
    ]) {
      let buffer = "";
      stream.on("data", (chunk) => {
        buffer += chunk.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) handleLine(line, name);
      });
      stream.on("end", () => {
        if (buffer) handleLine(buffer, name);
        buffer = "";
      });
    }
    child.on("error", (error) => {
      if (!ready) reject(error);
    });
    // "close" comes after the output is read to the end: the last line (a crash's reason) is seen first.
    child.on("close", (code, signal) => {
      if (ready) onExit(code, signal);
      else
        reject(
          Object.assign(new Error(`${script} exited with ${exitReason(code, signal)} before it was ready`), { exitCode: code, signal }),
        );
    });
  });
}

/** "code 1" or "signal SIGKILL": how a process ended. */
export function exitReason(code, signal) {
  return signal ? `signal ${signal}` : `code ${code}`;
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
