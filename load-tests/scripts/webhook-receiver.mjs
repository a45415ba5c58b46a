#!/usr/bin/env node
// A local HTTPS receiver for the k6 webhooks suite against `npm start`: answers every
// delivery 200 and counts them by event type (printed every 10 s and on Ctrl-C). It uses the
// repository's test certificate for 127.0.0.1, so start the stack trusting it:
//   WEBHOOK_ALLOWED_CIDRS=127.0.0.0/8 WEBHOOK_CA_FILE=services/webhook/test/fixtures/receiver-cert.pem npm start
//   node load-tests/scripts/webhook-receiver.mjs        # https://127.0.0.1:9443/k6 (RECEIVER_PORT)
// Signatures are not checked here: the secrets are shown once, to the k6 setup().
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "../../services/webhook/test/fixtures");
const port = Number(process.env.RECEIVER_PORT ?? 9443);
const counts = new Map();
let total = 0;

const server = createServer(
  { key: readFileSync(join(fixtures, "receiver-key.pem")), cert: readFileSync(join(fixtures, "receiver-cert.pem")) },
  (request, response) => {
    request.resume();
    request.on("end", () => {
      const type = String(request.headers["x-service-event-type"] ?? "unknown");
      counts.set(type, (counts.get(type) ?? 0) + 1);
      total++;
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  },
);

let reported = -1;
function report() {
  if (total === reported) return;
  reported = total;
  process.stdout.write(`${total} deliveries: ${JSON.stringify(Object.fromEntries(counts))}\n`);
}
const timer = setInterval(report, 10_000);

server.listen(port, "127.0.0.1", () => process.stdout.write(`webhook receiver on https://127.0.0.1:${port}/k6\n`));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    clearInterval(timer);
    report();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
