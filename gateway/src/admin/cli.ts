/**
 * Admin CLI (design section 5). With --json, stdout is exactly one JSON document; a
 * failure exits non-zero with one clear line on stderr.
 */
import { readFile } from "node:fs/promises";
import {
  connectNats,
  createGrpcClient,
  createLogger,
  createSequelize,
  ensureDatabase,
  type GrpcServiceError,
  LIMITS,
  migrate,
  type NatsConnection,
  parseRfc3339,
  type Sequelize,
  status,
} from "@planner/shared";
import { ProjectServiceDefinition, ProjectServiceService } from "@planner/shared/gen/planner/project/v1/project.js";
import { WebhookServiceDefinition, WebhookServiceService } from "@planner/shared/gen/planner/webhook/v1/webhook.js";
import { createClient, type RedisClientType } from "redis";
import { PLANS, type Plan, SCOPES, type Scope } from "../accounts/plans.js";
import { AccountsRepository, type Workspace } from "../accounts/repository.js";
import { announceInvalidation } from "../auth/authenticator.js";
import { type GatewayConfig, readGatewayConfig } from "../config.js";
import { Admission } from "../limits/admission.js";
import { UsageJournal } from "../limits/usage-journal.js";
import { RedisCommands } from "../redis-commands.js";
import { usageBody } from "../usage.js";

class UsageError extends Error {}

type Flags = Record<string, string | true>;

function parseFlags(args: string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith("--")) throw new UsageError(`unexpected argument "${arg}"`);
    const name = arg.slice(2);
    const next = args[i + 1];
    if (next === undefined || next.startsWith("--")) flags[name] = true;
    else {
      flags[name] = next;
      i++;
    }
  }
  return flags;
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== "string" || value.trim() === "") throw new UsageError(`--${name} is required`);
  return value;
}

function optionalCount(flags: Flags, name: string): number | undefined {
  const value = flags[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number ≥ 0`);
  return Number(value);
}

/** `--limit` of a paged command: 1..max, or 0 (the service's default) when not given. */
function pageSize(flags: Flags, max: number): number {
  const limit = optionalCount(flags, "limit");
  if (limit !== undefined && (limit < 1 || limit > max)) throw new UsageError(`--limit must be between 1 and ${max}`);
  return limit ?? 0;
}

function optionalString(flags: Flags, name: string): string {
  const value = flags[name];
  return typeof value === "string" ? value : "";
}

function oneOf<T extends string>(flags: Flags, name: string, allowed: readonly T[]): T {
  const value = required(flags, name);
  if (!allowed.includes(value as T)) throw new UsageError(`--${name} must be one of ${allowed.join(", ")}`);
  return value as T;
}

/** Lazily opened connections, closed once at the end. */
class Context {
  private sequelize?: Sequelize;
  private accountsRepo?: AccountsRepository;
  private redis?: RedisClientType;
  private nats?: NatsConnection;
  readonly log = createLogger("admin", "silent");

  constructor(readonly config: GatewayConfig) {}

  async accounts(): Promise<AccountsRepository> {
    if (!this.accountsRepo) {
      await ensureDatabase(this.config.databaseUrl);
      this.sequelize = createSequelize(this.config.databaseUrl, { applicationName: "admin", poolMax: 2 });
      await migrate(this.sequelize, this.config.schema, new URL("../../migrations", import.meta.url).pathname);
      this.accountsRepo = new AccountsRepository(this.sequelize, this.config.schema);
    }
    return this.accountsRepo;
  }

  async redisClient(): Promise<RedisClientType> {
    if (!this.redis) {
      this.redis = createClient({ url: this.config.redisUrl }) as RedisClientType;
      this.redis.on("error", () => undefined);
      await this.redis.connect();
    }
    return this.redis;
  }

  /** Announces an invalidation to running gateways; they also poll, so NATS being down is fine. */
  async announce(body: { key_id?: string; workspace_id?: string }): Promise<void> {
    try {
      this.nats ??= await Promise.race([
        connectNats(this.config.natsUrl, "admin", this.log),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 1_000)),
      ]);
      announceInvalidation(this.nats, body);
      await this.nats.flush();
    } catch {
      // gateways pick the change up from Postgres within a second
    }
  }

  async workspace(id: string): Promise<Workspace> {
    const workspace = await (await this.accounts()).getWorkspace(id);
    if (!workspace) throw new Error(`workspace ${id} not found`);
    return workspace;
  }

  async close(): Promise<void> {
    await this.nats?.drain().catch(() => undefined);
    await this.redis?.close().catch(() => undefined);
    await this.sequelize?.close();
  }
}

async function projectCall<T>(
  config: GatewayConfig,
  call: (client: ReturnType<typeof createGrpcClient<typeof ProjectServiceService>>) => Promise<T>,
) {
  const address = config.services["planner.project.v1.ProjectService"] as string;
  const client = createGrpcClient(ProjectServiceService, address, ProjectServiceDefinition);
  try {
    return await call(client);
  } catch (error) {
    const grpcError = error as GrpcServiceError;
    throw new Error(grpcError.details ? `project service: ${grpcError.details}` : `project service at ${address} unreachable`);
  } finally {
    client.close();
  }
}

const DELIVERY_STATES = ["pending", "succeeded", "failed", "cancelled"] as const;

/** Refuses flags a command does not know, so a misspelt filter never widens what it acts on. */
function onlyFlags(flags: Flags, command: string, known: readonly string[]): void {
  const unknown = Object.keys(flags).find((name) => name !== "json" && !known.includes(name));
  if (unknown !== undefined)
    throw new UsageError(`${command} does not take --${unknown} (it takes ${known.map((name) => `--${name}`).join(", ")})`);
}

/** The summary `webhook redeliver --status failed` prints. */
interface BulkRedeliverySummary {
  matched: number;
  scheduled: number;
  skipped: number;
  skipped_reasons: { already_redelivered: number; subscription_inactive: number };
  remaining: number;
  has_more: boolean;
  limit: number;
  scheduled_ids: string[];
}

/**
 * `webhook redeliver --status failed [--since T] [--webhook whk_…] [--workspace ws] [--limit N]`:
 * one bounded call; run it again while has_more. The flags are checked here so a bad one
 * exits 2 before the service is asked.
 */
async function redeliverFailed(config: GatewayConfig, flags: Flags): Promise<BulkRedeliverySummary> {
  onlyFlags(flags, "webhook redeliver --status failed", ["status", "since", "webhook", "workspace", "limit"]);
  if (flags.status !== "failed") throw new UsageError("--status must be failed (only failed deliveries are redelivered in bulk)");
  let since = "";
  if (flags.since !== undefined) {
    since = typeof flags.since === "string" ? flags.since : "";
    if (!parseRfc3339(since)) throw new UsageError("--since must be an RFC 3339 time such as 2026-11-25T10:00:00Z");
  }
  let webhookId = "";
  if (flags.webhook !== undefined) {
    webhookId = typeof flags.webhook === "string" ? flags.webhook : "";
    if (!/^whk_[0-9a-z]{1,96}$/.test(webhookId)) throw new UsageError("--webhook must be a subscription id such as whk_01j…");
  }
  const workspaceId = optionalString(flags, "workspace");
  if (flags.workspace !== undefined && !/^[A-Za-z0-9_-]{1,100}$/.test(workspaceId)) {
    throw new UsageError("--workspace must be a workspace id");
  }
  const limit = pageSize(flags, LIMITS.bulkRedeliveryMax) || LIMITS.bulkRedeliveryDefault;
  const outcome = await webhookCall(config, (client) =>
    client.client.redeliverFailedDeliveries({ webhook_id: webhookId, workspace_id: workspaceId, since, limit }, { timeoutMs: 60_000 }),
  );
  return {
    matched: outcome.matched,
    scheduled: outcome.scheduled,
    skipped: outcome.skipped,
    skipped_reasons: {
      already_redelivered: outcome.skipped_already_redelivered,
      subscription_inactive: outcome.skipped_subscription_inactive,
    },
    remaining: outcome.remaining,
    has_more: outcome.has_more,
    limit,
    scheduled_ids: outcome.scheduled_ids,
  };
}

type WebhookClient = ReturnType<typeof createGrpcClient<typeof WebhookServiceService>>;

/** Calls the webhook service's operator RPCs; an unreachable service is one clear line. */
async function webhookCall<T>(config: GatewayConfig, call: (client: WebhookClient) => Promise<T>) {
  const address = config.services["planner.webhook.v1.WebhookService"];
  if (!address) throw new Error("webhook service address is not configured (WEBHOOK_SERVICE_ADDR is empty)");
  const client = createGrpcClient(WebhookServiceService, address, WebhookServiceDefinition);
  try {
    return await call(client);
  } catch (error) {
    const grpcError = error as Partial<GrpcServiceError>;
    if (typeof grpcError.code !== "number") throw error;
    if (grpcError.code === status.UNAVAILABLE || grpcError.code === status.DEADLINE_EXCEEDED) {
      throw new Error(`webhook service at ${address} unreachable`);
    }
    throw new Error(`webhook service: ${grpcError.details || `call failed (gRPC status ${grpcError.code})`}`);
  } finally {
    client.close();
  }
}

/** Every page of a paged operator call, following `next_cursor` from the first page on. */
async function* pagesOf<Page extends { has_more: boolean; next_cursor?: string | undefined }>(
  fetchPage: (cursor: string) => Promise<Page>,
): AsyncGenerator<Page> {
  let cursor = "";
  for (;;) {
    const page = await fetchPage(cursor);
    yield page;
    if (!page.has_more || !page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

/** A result printed like any other, after which the CLI exits 1: some of the work was refused. */
class PartialFailure {
  constructor(readonly result: unknown) {}
}

/** The outcome of `webhook replay --all`: one entry per letter, and counts. */
interface ReplayAllResult {
  data: { id: string; replayed: boolean; deliveries_created?: number; error?: string }[];
  replayed: number;
  failed: number;
}

/**
 * Replays every letter not yet replayed, oldest first. A letter that is refused (it still
 * cannot be read) is reported and skipped; the pages move on by id, so each letter is tried once.
 */
async function replayAll(client: WebhookClient): Promise<ReplayAllResult> {
  const result: ReplayAllResult = { data: [], replayed: 0, failed: 0 };
  const listOpen = (cursor: string) =>
    client.client.listDeadLetters({ limit: 100, cursor, include_replayed: false }, { timeoutMs: 10_000 });
  for await (const page of pagesOf(listOpen)) {
    for (const letter of page.data) {
      try {
        const replayed = await client.client.replayDeadLetter({ id: letter.id }, { timeoutMs: 30_000 });
        result.data.push({ id: letter.id, replayed: true, deliveries_created: replayed.deliveries_created });
        result.replayed++;
      } catch (error) {
        const grpcError = error as Partial<GrpcServiceError>;
        if (grpcError.code !== status.FAILED_PRECONDITION) throw error;
        result.data.push({ id: letter.id, replayed: false, error: grpcError.details ?? "refused" });
        result.failed++;
      }
    }
  }
  return result;
}

/** The totals of `webhook reseal-secrets`. */
interface ResealTotals {
  checked: number;
  resealed: number;
  unreadable: number;
}

/** Re-seals every stored webhook secret under the current key, one batch per call, until the last row. */
async function resealAll(client: WebhookClient, limit: number): Promise<ResealTotals> {
  const totals: ResealTotals = { checked: 0, resealed: 0, unreadable: 0 };
  for await (const batch of pagesOf((cursor) => client.client.resealSecrets({ limit, cursor }, { timeoutMs: 60_000 }))) {
    totals.checked += batch.checked;
    totals.resealed += batch.resealed;
    totals.unreadable += batch.unreadable;
  }
  return totals;
}

async function readJsonFile(path: string): Promise<unknown> {
  const text = await readFile(path, "utf8").catch(() => {
    throw new Error(`cannot read ${path}`);
  });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

async function run(context: Context, command: string, sub: string | undefined, flags: Flags): Promise<unknown> {
  const key = `${command} ${sub ?? ""}`.trim();
  switch (key) {
    case "workspace create": {
      const plan = oneOf<Plan>(flags, "plan", PLANS);
      return (await context.accounts()).createWorkspace({
        name: required(flags, "name"),
        plan,
        api_quota: optionalCount(flags, "api-quota"),
        ai_quota: optionalCount(flags, "ai-quota"),
      });
    }
    case "workspace list":
      return { data: await (await context.accounts()).listWorkspaces() };
    case "workspace set-plan": {
      const id = required(flags, "id");
      const updated = await (await context.accounts()).setPlan(id, oneOf<Plan>(flags, "plan", PLANS), {
        api_quota: optionalCount(flags, "api-quota"),
        ai_quota: optionalCount(flags, "ai-quota"),
      });
      if (!updated) throw new Error(`workspace ${id} not found`);
      await context.announce({ workspace_id: id });
      return updated;
    }
    case "key create": {
      const workspace = await context.workspace(required(flags, "workspace"));
      const created = await (await context.accounts()).createKey({
        workspaceId: workspace.id,
        scope: oneOf<Scope>(flags, "scope", SCOPES),
        name: typeof flags.name === "string" ? flags.name : "",
        pepper: context.config.keyPepper,
      });
      return {
        id: created.id,
        key: created.key,
        scope: created.scope,
        workspace_id: created.workspace_id,
        name: created.name,
        prefix: created.prefix,
        created_at: created.created_at,
      };
    }
    case "key list": {
      const workspace = await context.workspace(required(flags, "workspace"));
      return { data: await (await context.accounts()).listKeys(workspace.id) };
    }
    case "key revoke": {
      const id = required(flags, "id");
      const revoked = await (await context.accounts()).revokeKey(id);
      if (!revoked) throw new Error(`key ${id} not found`);
      await context.announce({ key_id: id });
      return revoked;
    }
    case "usage": {
      const workspace = await context.workspace(required(flags, "workspace"));
      const journal = new UsageJournal(await context.accounts(), context.log, 1_000);
      const commands = new RedisCommands(await context.redisClient(), context.config.redisCommandTimeoutMs);
      const admission = new Admission(commands, journal, {
        keyPrefix: context.config.redisKeyPrefix,
        rateLimit: context.config.rateLimit,
        windowMs: context.config.rateWindowMs,
      });
      try {
        return await usageBody(admission, workspace, context.config.rateLimit);
      } finally {
        commands.close();
      }
    }
    case "project import": {
      const workspace = await context.workspace(required(flags, "workspace"));
      const plan = await readJsonFile(required(flags, "file"));
      const created = await projectCall(context.config, (client) =>
        client.client.createProjectFromPlan({ workspace_id: workspace.id, plan: plan as never }, { timeoutMs: 30_000 }),
      );
      return { id: created.project?.id, ...created };
    }
    case "document add": {
      const workspace = await context.workspace(required(flags, "workspace"));
      const file = required(flags, "file");
      const body = await readFile(file, "utf8").catch(() => {
        throw new Error(`cannot read ${file}`);
      });
      return projectCall(context.config, (client) =>
        client.client.addDocument(
          {
            workspace_id: workspace.id,
            project_id: required(flags, "project"),
            title: required(flags, "title"),
            kind: typeof flags.kind === "string" ? flags.kind : "import",
            body,
          },
          { timeoutMs: 30_000 },
        ),
      );
    }
    case "webhook deliveries": {
      const webhookId = required(flags, "webhook");
      const state = flags.status === undefined ? "" : oneOf(flags, "status", DELIVERY_STATES);
      const limit = pageSize(flags, 100);
      return webhookCall(context.config, (client) =>
        client.client.listDeliveries(
          {
            webhook_id: webhookId,
            workspace_id: optionalString(flags, "workspace"),
            status: state,
            limit,
            cursor: optionalString(flags, "cursor"),
          },
          { timeoutMs: 10_000 },
        ),
      );
    }
    case "webhook redeliver": {
      if (flags.status !== undefined && flags.delivery !== undefined) {
        throw new UsageError("give --delivery for one delivery or --status failed for many, not both");
      }
      if (flags.status !== undefined) return redeliverFailed(context.config, flags);
      if (flags.delivery === undefined) throw new UsageError("--delivery dlv_… or --status failed is required");
      onlyFlags(flags, "webhook redeliver --delivery", ["delivery"]);
      const deliveryId = required(flags, "delivery");
      return webhookCall(context.config, (client) => client.client.redeliverDelivery({ delivery_id: deliveryId }, { timeoutMs: 10_000 }));
    }
    case "webhook dead-letters": {
      const limit = pageSize(flags, 100);
      return webhookCall(context.config, (client) =>
        client.client.listDeadLetters(
          { limit, cursor: optionalString(flags, "cursor"), include_replayed: flags.all === true },
          { timeoutMs: 10_000 },
        ),
      );
    }
    case "webhook replay": {
      if (flags.all === true) {
        const outcome = await webhookCall(context.config, replayAll);
        return outcome.failed > 0 ? new PartialFailure(outcome) : outcome;
      }
      const id = required(flags, "dead-letter");
      return webhookCall(context.config, (client) => client.client.replayDeadLetter({ id }, { timeoutMs: 30_000 }));
    }
    case "webhook reseal-secrets": {
      const limit = pageSize(flags, 1_000);
      const totals = await webhookCall(context.config, (client) => resealAll(client, limit));
      // Rows no key opens stay as they are; the old key must not be dropped yet.
      return totals.unreadable > 0 ? new PartialFailure(totals) : totals;
    }
    default:
      throw new UsageError(
        `unknown command "${key}"; commands: workspace create|list|set-plan, key create|list|revoke, usage, project import, document add, webhook deliveries|redeliver|dead-letters|replay|reseal-secrets`,
      );
  }
}

async function printHuman(result: unknown): Promise<void> {
  const rows = (result as { data?: unknown[] }).data;
  const list = Array.isArray(rows) ? rows : [result];
  const lines = list.map(
    (row) =>
      `${Object.entries(row as Record<string, unknown>)
        .filter(([, value]) => typeof value !== "object" || value === null)
        .map(([name, value]) => `${name}=${String(value)}`)
        .join("  ")}\n`,
  );
  await writeFully(process.stdout, list.length === 0 ? "(none)\n" : lines.join(""));
}

/**
 * Writes and waits until the text is handed to the OS: on a pipe stdout is asynchronous, and
 * process.exit right after a plain write cuts everything beyond the pipe's buffer (64 KiB).
 */
function writeFully(stream: NodeJS.WriteStream, text: string): Promise<void> {
  return new Promise((resolve) => {
    stream.write(text, () => resolve());
  });
}

const args = process.argv.slice(2);
const [command, maybeSub, ...rest] = args;
const hasSub = maybeSub !== undefined && !maybeSub.startsWith("--");
let exitCode = 0;
let context: Context | undefined;
try {
  const flags = parseFlags(hasSub ? rest : [maybeSub, ...rest].filter((arg): arg is string => arg !== undefined));
  context = new Context(readGatewayConfig());
  const outcome = await run(context, command ?? "", hasSub ? maybeSub : undefined, flags);
  const result = outcome instanceof PartialFailure ? outcome.result : outcome;
  if (flags.json) await writeFully(process.stdout, `${JSON.stringify(result)}\n`);
  else await printHuman(result);
  if (outcome instanceof PartialFailure) exitCode = 1;
} catch (error) {
  await writeFully(process.stderr, `admin: ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await context?.close().catch(() => undefined);
}
process.exit(exitCode);
