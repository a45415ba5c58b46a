import {
  type BatchOutcome,
  FIELD_ERRORS_METADATA,
  type GrpcClientHandle,
  ITEM_TRACEPARENTS_METADATA,
  itemTraceparents,
  Metadata,
  PROBLEM_CODE_METADATA,
  type ServiceDefinition,
  status,
  TurnBatcher,
  type UnaryCallOptions,
} from "@planner/shared";

interface Call {
  message: unknown;
  options: UnaryCallOptions;
}

interface BatchResult {
  code: number;
  message: string;
  problem_code?: string;
  field_errors?: { pointer: string; message: string }[];
  [field: string]: unknown;
}

/**
 * The shape of a failed unary call, so one item's failure maps to HTTP like any other: its
 * own problem code and field errors travel in the metadata a unary error would carry.
 */
function callError(code: status, details: string, problemCode?: string, fieldErrors: BatchResult["field_errors"] = []): Error {
  const metadata = new Metadata();
  if (problemCode) metadata.set(PROBLEM_CODE_METADATA, problemCode);
  if (fieldErrors.length > 0) metadata.set(FIELD_ERRORS_METADATA, Buffer.from(JSON.stringify(fieldErrors)));
  return Object.assign(new Error(details), { code, details, metadata });
}

/** Room for request ids in the batch's metadata: they are for the service's logs, not worth a large header. */
const MAX_REQUEST_IDS_LENGTH = 2048;

/**
 * The ids of the batched requests, comma-separated, for the service's logs; clients choose
 * ids of up to 128 characters, so the list is cut off (with "...") rather than grow; ASCII
 * only, as gRPC metadata requires.
 */
function requestIds(calls: Call[]): string {
  let joined = "";
  for (const call of calls) {
    const id = call.options.requestId;
    if (!id) continue;
    if (joined.length + id.length + 1 > MAX_REQUEST_IDS_LENGTH) return `${joined},...`;
    joined = joined ? `${joined},${id}` : id;
  }
  return joined;
}

/**
 * Sends the calls of one gRPC method that reach the gateway in the same event-loop turn as
 * one call of the method's batch form (`x-grpc-batch`): `{ requests: [...] }` answered by
 * `{ results: [{ <result field>, code, message }] }` in request order. Each caller gets its
 * own result or its own error; the batch's transport errors reach every caller. Under load
 * one gRPC call serves dozens of requests; a lone request waits only for the turn to end.
 */
export class BatchedCalls {
  private readonly batcher: TurnBatcher<Call, unknown>;

  constructor(
    private readonly client: GrpcClientHandle<ServiceDefinition>,
    private readonly batchMethod: string,
    private readonly resultField: string,
    maxBatch = 200,
  ) {
    this.batcher = new TurnBatcher((calls) => this.send(calls), maxBatch);
  }

  call(message: unknown, options: UnaryCallOptions): Promise<unknown> {
    return this.batcher.submit({ message, options });
  }

  private async send(calls: Call[]): Promise<BatchOutcome<unknown>[]> {
    // Each item's service-side work continues its own request's trace; the batch call
    // itself is traced as part of the first request's.
    const traceparents = itemTraceparents(calls.map((call) => call.options.trace));
    const options: UnaryCallOptions = {
      timeoutMs: Math.max(...calls.map((call) => call.options.timeoutMs)),
      requestId: requestIds(calls),
      ...(traceparents && { trace: calls[0]?.options.trace, metadata: { [ITEM_TRACEPARENTS_METADATA]: traceparents } }),
    };
    const response = await this.client.callByName(this.batchMethod, { requests: calls.map((call) => call.message) }, options);
    const results = (response as { results?: BatchResult[] }).results ?? [];
    return calls.map((_, index): BatchOutcome<unknown> => {
      const result = results[index];
      if (!result) return { ok: false, error: callError(status.INTERNAL, "the batch answered fewer results than it was sent") };
      if (result.code === status.OK) return { ok: true, value: result[this.resultField] };
      return { ok: false, error: callError(result.code, result.message, result.problem_code, result.field_errors) };
    });
  }
}
