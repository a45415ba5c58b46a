import { type GrpcClientHandle, Metadata, type ServiceDefinition, status, type UnaryCallOptions } from "@planner/shared";

interface Waiting {
  message: unknown;
  options: UnaryCallOptions;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface BatchResult {
  code: number;
  message: string;
  [field: string]: unknown;
}

/** The shape of a failed unary call, so one item's failure maps to HTTP like any other. */
function callError(code: status, details: string): Error {
  return Object.assign(new Error(details), { code, details, metadata: new Metadata() });
}

/** Room for request ids in the batch's metadata: they are for the service's logs, not worth a large header. */
const MAX_REQUEST_IDS_LENGTH = 2048;

/**
 * The ids of the batched requests, comma-separated, for the service's logs; clients choose
 * ids of up to 128 characters, so the list is cut off (with "...") rather than grow; ASCII
 * only, as gRPC metadata requires.
 */
function requestIds(batch: Waiting[]): string {
  let joined = "";
  for (const item of batch) {
    const id = item.options.requestId;
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
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly client: GrpcClientHandle<ServiceDefinition>,
    private readonly batchMethod: string,
    private readonly resultField: string,
    private readonly maxBatch = 200,
  ) {}

  call(message: unknown, options: UnaryCallOptions): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ message, options, resolve, reject });
      if (this.waiting.length >= this.maxBatch) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    const options: UnaryCallOptions = {
      timeoutMs: Math.max(...batch.map((item) => item.options.timeoutMs)),
      requestId: requestIds(batch),
    };
    // Called from setImmediate: whatever goes wrong must reach the callers, never escape.
    Promise.resolve()
      .then(() => this.client.callByName(this.batchMethod, { requests: batch.map((item) => item.message) }, options))
      .then(
        (response) => {
          const results = (response as { results?: BatchResult[] }).results ?? [];
          batch.forEach((item, index) => {
            const result = results[index];
            if (!result) item.reject(callError(status.INTERNAL, "the batch answered fewer results than it was sent"));
            else if (result.code === status.OK) item.resolve(result[this.resultField]);
            else item.reject(callError(result.code, result.message));
          });
        },
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      );
  }
}
