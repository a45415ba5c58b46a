#!/usr/bin/env node
/**
 * `planner-mcp`: the MCP server on stdio (default), or on Streamable HTTP with `--http`
 * (`PLANNER_MCP_PORT`, default 3333, on 127.0.0.1). Configured by `PLANNER_API_KEY` (required)
 * and `PLANNER_BASE_URL` (default the local gateway); the key is never printed.
 */
import { createServer } from "node:http";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { DEFAULT_BASE_URL, Planner } from "@planner/sdk";
import { createPlannerMcpServer } from "./server.js";

const apiKey = process.env.PLANNER_API_KEY ?? "";
if (apiKey.trim() === "") {
  process.stderr.write("planner-mcp: set PLANNER_API_KEY to an API key (pp_live_…)\n");
  process.exit(2);
}
const baseUrl = process.env.PLANNER_BASE_URL || DEFAULT_BASE_URL;
const language = process.env.PLANNER_MCP_LANGUAGE === "en" ? "en" : "de";
const planner = new Planner({ apiKey, baseUrl });

if (process.argv.includes("--http")) {
  const port = Number(process.env.PLANNER_MCP_PORT ?? "3333");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write("planner-mcp: PLANNER_MCP_PORT must be a port number\n");
    process.exit(2);
  }
  // Stateless: each request gets its own server and transport.
  const http = createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== "/mcp") {
      response.writeHead(404).end();
      return;
    }
    const server = createPlannerMcpServer(planner, { language });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    response.on("close", () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
  });
  http.listen(port, "127.0.0.1", () => {
    const address = http.address();
    process.stderr.write(
      `planner-mcp: Streamable HTTP on http://127.0.0.1:${typeof address === "object" && address ? address.port : port}/mcp\n`,
    );
  });
} else {
  const server = createPlannerMcpServer(planner, { language });
  await server.connect(new StdioServerTransport());
}
