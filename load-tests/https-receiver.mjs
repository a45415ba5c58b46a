// The webhook receiver of the load tools: HTTPS on loopback with the webhook tests' certificate
// (the services trust it through WEBHOOK_CA_FILE), answering every delivery 200.
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { join } from "node:path";
import { root } from "../scripts/lib/processes.mjs";

/** The certificate the receiver presents; pass it to the webhook service as WEBHOOK_CA_FILE. */
export const RECEIVER_CA_FILE = join(root, "services/webhook/test/fixtures/receiver-cert.pem");

/**
 * Listens on 127.0.0.1 (a free port) and hands each delivery's request and whole raw body to
 * `onDelivery`, then answers 200. Resolves with the listening server.
 */
export async function startHttpsReceiver(onDelivery) {
  const server = createServer(
    { key: readFileSync(join(root, "services/webhook/test/fixtures/receiver-key.pem")), cert: readFileSync(RECEIVER_CA_FILE) },
    (request, response) => {
      const chunks = [];
      request.on("data", (chunk) => chunks.push(chunk));
      request.on("end", () => {
        onDelivery(request, Buffer.concat(chunks));
        response.writeHead(200, { "content-type": "text/plain" }).end("ok");
      });
    },
  );
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}
