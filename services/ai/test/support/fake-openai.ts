/**
 * An OpenAI-compatible HTTP server on loopback for tests: the real `openai` client talks
 * to it. Each request takes the next scripted behaviour (an answer, an error status, or
 * no answer at all); every request body is recorded.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type Behaviour =
  | { kind: "answer"; content: string; model?: string }
  | { kind: "status"; status: number; headers?: Record<string, string> }
  | { kind: "hang" };

export interface FakeOpenAi {
  baseUrl: string;
  /** Behaviours for the next requests, in order; when empty, requests get a 500. */
  script(...behaviours: Behaviour[]): void;
  /** Forgets unused behaviours and recorded requests (between tests). */
  reset(): void;
  requests: { body: Record<string, unknown>; authorization: string }[];
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: Behaviour[] = [];
  const requests: FakeOpenAi["requests"] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on("end", () => {
      requests.push({
        body: JSON.parse(raw || "{}") as Record<string, unknown>,
        authorization: String(request.headers.authorization ?? ""),
      });
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const behaviour = queue.shift() ?? { kind: "status", status: 500 };
      if (behaviour.kind === "hang") {
        hanging.push(response);
        return;
      }
      if (behaviour.kind === "status") {
        response
          .writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers })
          .end(JSON.stringify({ error: { message: `scripted ${behaviour.status}`, type: "server_error" } }));
        return;
      }
      const model = behaviour.model ?? "fake-model-1";
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            { index: 0, message: { role: "assistant", content: behaviour.content, refusal: null }, finish_reason: "stop", logprobs: null },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...behaviours) => queue.push(...behaviours),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    requests,
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
