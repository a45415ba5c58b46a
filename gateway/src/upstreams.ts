import { createGrpcClient, type GenericServiceDefinition, type GrpcClientHandle, type ServiceDefinition } from "@planner/shared";
import { AiServiceDefinition, AiServiceService } from "@planner/shared/gen/planner/ai/v1/ai.js";
import { ComplianceServiceDefinition, ComplianceServiceService } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { ProjectServiceDefinition, ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import { WebhookServiceDefinition, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { BatchedCalls } from "./batched-calls.js";
import type { GrpcTarget } from "./openapi/operations.js";

/**
 * Generated definitions by fully-qualified service name: the grpc-js one (wire paths and
 * codecs) and the generic one (message types, to complete partial requests).
 */
const SERVICES: Record<string, { grpc: ServiceDefinition; messages: GenericServiceDefinition }> = {
  "planner.project.v1.ProjectService": { grpc: ProjectServiceService, messages: ProjectServiceDefinition },
  "planner.compliance.v1.ComplianceService": { grpc: ComplianceServiceService, messages: ComplianceServiceDefinition },
  "planner.ai.v1.AiService": { grpc: AiServiceService, messages: AiServiceDefinition },
  "planner.webhook.v1.WebhookService": { grpc: WebhookServiceService, messages: WebhookServiceDefinition },
};

/** "GetProject" (the proto's name, as the document writes it) → "getProject" (the generated key). */
const methodKey = (method: string): string => method.charAt(0).toLowerCase() + method.slice(1);

export interface Upstream {
  client: GrpcClientHandle<ServiceDefinition>;
  method: string;
  batch?: BatchedCalls;
}

/** gRPC clients of the deployed services; a service without an address is not deployed (501). */
export class Upstreams {
  private readonly clients = new Map<string, GrpcClientHandle<ServiceDefinition>>();
  private readonly batches = new Map<string, BatchedCalls>();
  private readonly resolved = new Map<GrpcTarget, Upstream | undefined>();

  constructor(addresses: Record<string, string | undefined>) {
    for (const [service, address] of Object.entries(addresses)) {
      const definitions = SERVICES[service];
      if (!definitions) throw new Error(`no generated definition for ${service}`);
      if (address) this.clients.set(service, createGrpcClient(definitions.grpc, address, definitions.messages));
    }
  }

  /**
   * The client and definition key of a target (and its batcher, when the document names a
   * batch form), or undefined when that service is not deployed. Resolved once per target:
   * the document's targets and the deployed clients do not change.
   */
  resolve(target: GrpcTarget): Upstream | undefined {
    if (!this.resolved.has(target)) this.resolved.set(target, this.resolveOnce(target));
    return this.resolved.get(target);
  }

  private resolveOnce(target: GrpcTarget): Upstream | undefined {
    const client = this.clients.get(target.service);
    const method = methodKey(target.method);
    if (!client?.hasMethod(method)) return undefined;
    if (!target.batch) return { client, method };
    const batchKey = `${target.service}/${target.batch.method}`;
    let batch = this.batches.get(batchKey);
    if (!batch) {
      batch = new BatchedCalls(client, methodKey(target.batch.method), target.batch.result);
      this.batches.set(batchKey, batch);
    }
    return { client, method, batch };
  }

  /** Fails fast at boot when the document names a method the generated code lacks. */
  assertKnown(target: GrpcTarget): void {
    const definition = SERVICES[target.service]?.grpc as Record<string, unknown> | undefined;
    for (const method of [target.method, target.batch?.method]) {
      if (method && !definition?.[methodKey(method)]) throw new Error(`OpenAPI names unknown gRPC method ${target.service}/${method}`);
    }
  }

  deployed(): [string, GrpcClientHandle<ServiceDefinition>][] {
    return [...this.clients.entries()];
  }

  close(): void {
    for (const client of this.clients.values()) client.close();
  }
}
