/**
 * An OTLP/HTTP trace receiver on loopback: accepts `POST /v1/traces` with protobuf bodies
 * (ExportTraceServiceRequest, as the services' exporter sends them) and keeps the spans. The
 * protobuf wire format is read here directly, only the fields the tests look at.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP SpanKind: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

export interface OtlpReceiver {
  /** The endpoint for OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  spans(traceId?: string): ReceivedSpan[];
  /** Resolves once `done(spans of the trace)` holds, or rejects after `timeoutMs` with what arrived. */
  waitFor(traceId: string, done: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

type Field = { number: number; wireType: number; value: bigint | Buffer };

/** The fields of one protobuf message, in order (varints as bigint, length-delimited as bytes). */
function fields(buffer: Buffer): Field[] {
  const out: Field[] = [];
  let offset = 0;
  const varint = (): bigint => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const byte = buffer[offset++];
      if (byte === undefined) throw new Error("truncated varint");
      result |= BigInt(byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return result;
      shift += 7n;
    }
  };
  while (offset < buffer.length) {
    const key = Number(varint());
    const number = key >> 3;
    const wireType = key & 7;
    if (wireType === 0) out.push({ number, wireType, value: varint() });
    else if (wireType === 1) {
      out.push({ number, wireType, value: buffer.readBigUInt64LE(offset) });
      offset += 8;
    } else if (wireType === 2) {
      const length = Number(varint());
      out.push({ number, wireType, value: buffer.subarray(offset, offset + length) });
      offset += length;
    } else if (wireType === 5) {
      out.push({ number, wireType, value: BigInt(buffer.readUInt32LE(offset)) });
      offset += 4;
    } else throw new Error(`unsupported wire type ${wireType}`);
  }
  return out;
}

const bytesOf = (list: Field[], number: number): Buffer[] =>
  list.filter((field) => field.number === number && Buffer.isBuffer(field.value)).map((field) => field.value as Buffer);

/** KeyValue { key = 1; AnyValue value = 2 { string 1, bool 2, int 3, double 4 } } */
function attributes(list: Field[], number: number): Record<string, string | number | boolean> {
  const result: Record<string, string | number | boolean> = {};
  for (const raw of bytesOf(list, number)) {
    const kv = fields(raw);
    const key = bytesOf(kv, 1)[0]?.toString("utf8") ?? "";
    const any = fields(bytesOf(kv, 2)[0] ?? Buffer.alloc(0))[0];
    if (!any) continue;
    if (any.number === 1) result[key] = (any.value as Buffer).toString("utf8");
    else if (any.number === 2) result[key] = any.value === 1n;
    else if (any.number === 3) result[key] = Number(BigInt.asIntN(64, any.value as bigint));
    else if (any.number === 4) {
      const bytes = Buffer.alloc(8);
      bytes.writeBigUInt64LE(any.value as bigint);
      result[key] = bytes.readDoubleLE();
    }
  }
  return result;
}

/** ExportTraceServiceRequest → ResourceSpans(1) → {Resource(1), ScopeSpans(2) → Span(2)}. */
export function decodeTraceRequest(body: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of bytesOf(fields(body), 1)) {
    const rs = fields(resourceSpans);
    const resource = attributes(fields(bytesOf(rs, 1)[0] ?? Buffer.alloc(0)), 1);
    for (const scopeSpans of bytesOf(rs, 2)) {
      for (const raw of bytesOf(fields(scopeSpans), 2)) {
        const span = fields(raw);
        const kind = span.find((field) => field.number === 6);
        spans.push({
          service: String(resource["service.name"] ?? ""),
          traceId: bytesOf(span, 1)[0]?.toString("hex") ?? "",
          spanId: bytesOf(span, 2)[0]?.toString("hex") ?? "",
          parentSpanId: bytesOf(span, 4)[0]?.toString("hex") ?? "",
          name: bytesOf(span, 5)[0]?.toString("utf8") ?? "",
          kind: kind ? Number(kind.value) : 0,
          attributes: attributes(span, 9),
        });
      }
    }
  }
  return spans;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      try {
        let body = Buffer.concat(chunks);
        if (request.headers["content-encoding"] === "gzip") body = gunzipSync(body);
        received.push(...decodeTraceRequest(body));
        // An empty ExportTraceServiceResponse: full success.
        response.writeHead(200, { "content-type": "application/x-protobuf" }).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const spans = (traceId?: string) => (traceId ? received.filter((span) => span.traceId === traceId) : [...received]);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    waitFor: async (traceId, done, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!done(spans(traceId))) {
        if (Date.now() > deadline) {
          const seen = spans(traceId).map((span) => `${span.service}: ${span.name}`);
          throw new Error(`trace ${traceId} incomplete after ${timeoutMs} ms; spans: ${seen.join("; ") || "none"}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return spans(traceId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
