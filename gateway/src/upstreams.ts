import type { ServiceDefinition } from "@grpc/grpc-js";
import { createGrpcClient, type GenericServiceDefinition, type GrpcClientHandle } from "@planner/shared";
import { AiServiceDefinition, AiServiceService } from "@planner/shared/gen/planner/ai/v1/ai.js";
import { ComplianceServiceDefinition, ComplianceServiceService } from "@planner/shared/gen/planner/compliance/v1/compliance.js";
import { ProjectServiceDefinition, ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import { WebhookServiceDefinition, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import type { GrpcTarget } from "./openapi/operations.js";

/** Generated definitions by fully-qualified service name. */
const DEFINITIONS: Record<string, ServiceDefinition> = {
  "planner.project.v1.ProjectService": ProjectServiceService,
  "planner.compliance.v1.ComplianceService": ComplianceServiceService,
  "planner.ai.v1.AiService": AiServiceService,
  "planner.webhook.v1.WebhookService": WebhookServiceService,
};

/** The same services' generic definitions (message types, for completing partial requests). */
const MESSAGES: Record<string, GenericServiceDefinition> = {
  "planner.project.v1.ProjectService": ProjectServiceDefinition,
  "planner.compliance.v1.ComplianceService": ComplianceServiceDefinition,
  "planner.ai.v1.AiService": AiServiceDefinition,
  "planner.webhook.v1.WebhookService": WebhookServiceDefinition,
};

/** gRPC clients of the deployed services; a service without an address is not deployed (501). */
export class Upstreams {
  private readonly clients = new Map<string, GrpcClientHandle<ServiceDefinition>>();

  constructor(addresses: Record<string, string | undefined>) {
    for (const [service, address] of Object.entries(addresses)) {
      const definition = DEFINITIONS[service];
      if (!definition) throw new Error(`no generated definition for ${service}`);
      if (address) this.clients.set(service, createGrpcClient(definition, address, MESSAGES[service]));
    }
  }

  /** The client and definition key of a target, or undefined when that service is not deployed. */
  resolve(target: GrpcTarget): { client: GrpcClientHandle<ServiceDefinition>; method: string } | undefined {
    const client = this.clients.get(target.service);
    const method = target.method.charAt(0).toLowerCase() + target.method.slice(1);
    return client?.hasMethod(method) ? { client, method } : undefined;
  }

  /** Fails fast at boot when the document names a method the generated code lacks. */
  assertKnown(target: GrpcTarget): void {
    const definition = DEFINITIONS[target.service] as Record<string, unknown> | undefined;
    const method = target.method.charAt(0).toLowerCase() + target.method.slice(1);
    if (!definition?.[method]) throw new Error(`OpenAPI names unknown gRPC method ${target.service}/${target.method}`);
  }

  deployed(): [string, GrpcClientHandle<ServiceDefinition>][] {
    return [...this.clients.entries()];
  }

  close(): void {
    for (const client of this.clients.values()) client.close();
  }
}
