/**
 * Test support: each test file starts its own project service in-process (own database,
 * own JetStream stream and subject prefix, free ports) and talks to it over real gRPC.
 */
import assert from "node:assert/strict";
import {
  connectNats,
  createGrpcClient,
  createLogger,
  type EventEnvelope,
  type GrpcServiceError,
  jetstreamManager,
  type NatsConnection,
  type PromiseClient,
  problemFromGrpc,
  status,
} from "@planner/shared";
import { CreateProjectFromPlanRequest, type Plan, ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import { createTestDatabase, readStream, TEST_NATS_URL, type TestDatabase, testEventsNames, uniqueSuffix } from "@planner/shared/testing";

export { readStream } from "@planner/shared/testing";

import { type ProjectServiceHandle, startProjectService } from "../src/app.js";
import { type OutboxConfig, type ProjectConfig, readProjectConfig } from "../src/config.js";

export type ProjectClient = PromiseClient<typeof ProjectServiceService>;

export const CALL = { timeoutMs: 10_000 };

export interface TestService {
  client: ProjectClient;
  handle: ProjectServiceHandle;
  config: ProjectConfig;
  db: TestDatabase;
  /** Stops the service, drops the database and deletes the stream. */
  close(): Promise<void>;
}

export async function startTestService(
  options: {
    natsUrl?: string;
    outbox?: Partial<OutboxConfig>;
    label?: string;
    /** Share another instance's database and stream (a second replica); its owner cleans up. */
    replicaOf?: TestService;
  } = {},
): Promise<TestService> {
  const db = options.replicaOf?.db ?? (await createTestDatabase(options.label ?? "project"));
  const names = options.replicaOf
    ? { stream: options.replicaOf.config.eventsStream, subjectPrefix: options.replicaOf.config.eventsSubjectPrefix }
    : testEventsNames();
  const defaults = readProjectConfig({});
  const config: ProjectConfig = {
    ...defaults,
    databaseUrl: db.url,
    natsUrl: options.natsUrl ?? TEST_NATS_URL,
    logLevel: process.env.LOG_LEVEL ?? "silent",
    host: "127.0.0.1",
    grpcPort: 0,
    managementPort: 0,
    eventsStream: names.stream,
    eventsSubjectPrefix: names.subjectPrefix,
    outbox: { pollMs: 100, batchSize: 100, retryBaseMs: 100, retryMaxMs: 1_000, publishTimeoutMs: 1_000, ...options.outbox },
  };
  const handle = await startProjectService(config, createLogger("project-test", config.logLevel));
  const grpc = createGrpcClient(ProjectServiceService, `127.0.0.1:${handle.grpcPort}`);
  return {
    client: grpc.client,
    handle,
    config,
    db,
    close: async () => {
      grpc.close();
      await handle.stop();
      if (options.replicaOf) return;
      await deleteStream(config.natsUrl, config.eventsStream).catch(() => undefined);
      await db.drop();
    },
  };
}

async function deleteStream(url: string, stream: string): Promise<void> {
  const nc = await connectNats(url, "project-test-cleanup", createLogger("cleanup", "silent"), { waitOnFirstConnect: false });
  try {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream);
  } finally {
    await nc.close();
  }
}

/** Stores a plan (a realistic sample by default) as a new project of the workspace. */
export function createProject(service: TestService, workspaceId: string, plan: Plan = samplePlan()): Promise<Plan> {
  return service.client.createProjectFromPlan(CreateProjectFromPlanRequest.fromPartial({ workspace_id: workspaceId, plan }), CALL);
}

/** A fresh workspace id per test, so tests never see each other's data. */
export const newWorkspace = (): string => `ws_${uniqueSuffix()}${uniqueSuffix()}`;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A realistic small plan (German, DE), with `phases` phases of `tasksPerPhase` tasks. */
export function samplePlan(
  options: { phases?: number; tasksPerPhase?: number; title?: string; country?: string; locale?: string } = {},
): Plan {
  const phaseCount = options.phases ?? 3;
  const taskCount = options.tasksPerPhase ?? 3;
  return {
    project: {
      id: "client-project-id",
      workspace_id: "ignored",
      title: options.title ?? "ERP-Einführung Müller GmbH",
      description: "Einführung eines ERP-Systems für Einkauf, Lager und Buchhaltung.\n\nMit Schulung aller Anwender.",
      status: "completed",
      locale: options.locale ?? "de",
      country: options.country ?? "DE",
      industry: "manufacturing",
      company_size: "medium",
      timeline_weeks: 24,
      progress: 0,
      start_date: "2026-01-05",
      end_date: "2026-06-19",
      counts: undefined,
      template_key: "erp_introduction",
      created_at: "",
      updated_at: "",
      activities: [],
      absent_activities: [],
    },
    phases: Array.from({ length: phaseCount }, (_, p) => ({
      id: `phase-${p + 1}`,
      name: `Phase ${p + 1}`,
      description: `Beschreibung der Phase ${p + 1}`,
      position: 0,
      status: "",
      start_date: `2026-0${p + 1}-01`,
      end_date: `2026-0${p + 1}-28`,
      tasks: Array.from({ length: taskCount }, (_, t) => ({
        id: `task-${p + 1}-${t + 1}`,
        project_id: "",
        phase_id: "",
        title: `Aufgabe ${p + 1}.${t + 1}`,
        description: "",
        checked: false,
        status: "",
        priority: t === 0 ? "high" : "medium",
        due_date: `2026-0${p + 1}-${String(10 + t).padStart(2, "0")}`,
        assignee: t % 2 === 0 ? "Anna Schmidt" : undefined,
        // The first task of each later phase depends on the last task of the previous one.
        depends_on: p > 0 && t === 0 ? [`task-${p}-${taskCount}`] : t > 0 ? [`${p + 1}.${t}`] : [],
        position: 0,
        created_at: "",
        updated_at: "",
      })),
    })),
    risks: [
      {
        id: "r1",
        project_id: "",
        title: "Datenmigration scheitert",
        description: "Altdaten sind unvollständig.",
        likelihood: 3,
        impact: 5,
        score: 0,
        mitigation: "Probemigration früh durchführen",
        owner: "IT-Leitung",
        created_at: "",
        updated_at: "",
      },
      {
        id: "r2",
        project_id: "",
        title: "Geringe Akzeptanz",
        description: "",
        likelihood: 2,
        impact: 3,
        score: 0,
        mitigation: "Key-User einbinden",
        owner: "Projektleitung",
        created_at: "",
        updated_at: "",
      },
    ],
    budget: {
      id: "",
      project_id: "",
      currency: "",
      total: 0,
      contingency: 5000,
      lines: [
        { id: "", category: "software", label: "Lizenzen", amount: 30000, phase_id: "phase-1" },
        { id: "", category: "external_services", label: "Beratung", amount: 45000.5, phase_id: "2" },
        { id: "", category: "training", label: "Schulungen", amount: 8000, phase_id: undefined },
      ],
      created_at: "",
      updated_at: "",
    },
    compliance: [
      {
        id: "",
        project_id: "",
        rule_id: "rule_de_gdpr_art30",
        code: "DSGVO Art. 30",
        title: "Verzeichnis von Verarbeitungstätigkeiten aktualisieren",
        status: "open",
        notes: "Mit dem DSB abstimmen",
        due_date: "2026-03-31",
        created_at: "",
        updated_at: "",
      },
    ],
    stakeholders: [
      {
        id: "",
        project_id: "",
        name: "Geschäftsführung",
        role: "Sponsor",
        interest: "high",
        influence: "high",
        created_at: "",
        updated_at: "",
      },
      {
        id: "",
        project_id: "",
        name: "Betriebsrat",
        role: "Mitbestimmung",
        interest: "medium",
        influence: "high",
        created_at: "",
        updated_at: "",
      },
    ],
  };
}

/** Asserts a call fails with a gRPC status (and for INVALID_ARGUMENT the problem code and field pointers). */
export async function expectGrpcError(
  call: Promise<unknown>,
  code: status,
  options: { pointers?: string[]; messageIncludes?: string } = {},
): Promise<GrpcServiceError> {
  const error = await call.then(
    () => assert.fail(`expected ${status[code]}, but the call succeeded`),
    (failure: unknown) => failure as GrpcServiceError,
  );
  assert.equal(error.code, code, `expected ${status[code]}, got ${status[error.code]}: ${error.details}`);
  const problem = problemFromGrpc(error);
  if (code === status.INVALID_ARGUMENT) {
    assert.equal(problem.code, "validation_failed");
    assert.ok(problem.fieldErrors.length > 0, "field errors expected");
  }
  if (code === status.NOT_FOUND) assert.equal(problem.code, "not_found");
  for (const pointer of options.pointers ?? []) {
    assert.ok(
      problem.fieldErrors.some((fieldError) => fieldError.pointer === pointer),
      `expected a field error at ${pointer}, got ${JSON.stringify(problem.fieldErrors)}`,
    );
  }
  if (options.messageIncludes) {
    const text = `${error.details} ${JSON.stringify(problem.fieldErrors)}`;
    assert.ok(text.includes(options.messageIncludes), `expected "${options.messageIncludes}" in ${text}`);
  }
  return error;
}

/** The events of one workspace, in stream order. */
export function workspaceEvents(nc: NatsConnection, service: TestService, workspaceId: string): Promise<EventEnvelope[]> {
  return readStream(nc, service.config.eventsStream, undefined, `${service.config.eventsSubjectPrefix}.${workspaceId}.>`);
}

/** A value of the service's /metrics. */
export async function metric(handle: ProjectServiceHandle, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${handle.managementPort}/metrics`)).text();
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (-?[\\d.e+]+)`, "m").exec(text);
  return match ? Number(match[1]) : Number.NaN;
}

/** The outbox backlog, from /metrics. */
export const pendingEvents = (handle: ProjectServiceHandle): Promise<number> => metric(handle, "outbox_pending_events");

/** Waits until the outbox is empty (every event acknowledged by JetStream). */
export async function waitForOutboxEmpty(handle: ProjectServiceHandle, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await pendingEvents(handle)) === 0) return;
    if (Date.now() > deadline) assert.fail(`outbox not empty after ${timeoutMs} ms`);
    await sleep(50);
  }
}

export async function natsConnection(url = TEST_NATS_URL): Promise<NatsConnection> {
  return connectNats(url, "project-test", createLogger("project-test", "silent"), { waitOnFirstConnect: false });
}
