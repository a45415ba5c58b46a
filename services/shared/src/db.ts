import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { Sequelize } from "sequelize";
import { isDependencyUnavailable } from "./errors.js";
import type { Logger } from "./logger.js";

// The model API, so services define their models without a direct dependency on sequelize.
export {
  type CreationOptional,
  DataTypes,
  type InferAttributes,
  type InferCreationAttributes,
  Model,
  type ModelStatic,
  Op,
  QueryTypes,
  Sequelize,
  type Transaction,
  type WhereOptions,
} from "sequelize";

/** One Sequelize instance per process and schema; models are defined by the repositories. */
export function createSequelize(databaseUrl: string, options: { poolMax?: number; applicationName: string }): Sequelize {
  return new Sequelize(databaseUrl, {
    dialect: "postgres",
    dialectModule: pg,
    logging: false,
    benchmark: false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: 10_000 },
    dialectOptions: { application_name: options.applicationName, statement_timeout: 15_000 },
    define: { underscored: true, freezeTableName: true },
  });
}

/** A plain pg pool (the hot read path of a service; Sequelize keeps its own pool for the rest). */
export type PgPool = pg.Pool;

/**
 * A pg pool whose connections resolve unqualified table names in `schema`. Queries given a
 * `name` become prepared statements, parsed and planned once per connection. DATE columns
 * stay "YYYY-MM-DD" strings, as Sequelize returns them.
 */
export function createPgPool(databaseUrl: string, options: { applicationName: string; schema: string; max: number; log?: Logger }): PgPool {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(options.schema)) throw new Error(`schema "${options.schema}" must be an identifier`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: options.applicationName,
    max: options.max,
    idleTimeoutMillis: 10_000,
    // A connection (or a free pooled one) that does not come within 10 s fails the query as
    // unavailable (503) rather than hanging until the caller's deadline (as Sequelize's acquire).
    connectionTimeoutMillis: 10_000,
    statement_timeout: 15_000,
    options: `-c search_path=${options.schema},public`,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === DATE_OID ? (value: string) => value : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (Postgres restarted, connection terminated) is dropped by
  // the pool and the next query connects anew; unhandled, the event would end the process.
  pool.on("error", (error) => options.log?.warn({ err: error }, "idle Postgres connection lost"));
  // The pool listens only while a connection is idle: one checked out (`pool.connect()`, a
  // transaction) that breaks would emit 'error' to nobody and end the process. Every
  // connection gets its own listener for its whole life; the query in flight fails with the
  // error, and the pool discards the broken connection when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error) => options.log?.warn({ err: error }, "Postgres connection lost"));
  });
  return pool;
}

const DATE_OID = 1082;

/**
 * Waits until the Postgres server of the URL answers (retrying with backoff from 250 ms to
 * 5 s, logging now and then), so a service started while Postgres is away waits for it
 * instead of exiting. Failures other than unavailability (a wrong password) still throw.
 */
export async function waitForPostgres(databaseUrl: string, log: Logger): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const client = maintenanceClient(databaseUrl, { connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      if (attempt > 1) log.info({ attempts: attempt }, "Postgres answers");
      return;
    } catch (error) {
      if (!isDependencyUnavailable(error)) throw error;
      if (attempt === 1 || attempt % 10 === 0) log.warn({ err: error, attempts: attempt }, "Postgres unavailable; waiting for it");
      await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 250 * 2 ** Math.min(attempt - 1, 5))));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** A client of the server's `postgres` database (not yet connected), for work on databases themselves. */
function maintenanceClient(databaseUrl: string, options: { connectionTimeoutMillis?: number } = {}): pg.Client {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString(), ...options });
  // A connection lost mid-query fails the query; unlistened, the event would end the process.
  client.on("error", () => undefined);
  return client;
}

/** Creates the database named in the URL when it does not exist (first start, test runs). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name "${name}" must be alphanumeric`);
  const client = maintenanceClient(databaseUrl);
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // Another process created it between the check and the create.
        if ((error as { code?: string }).code !== "42P04") throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/** Drops a database (test clean-up); connections still open to it are terminated. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const client = maintenanceClient(databaseUrl);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * Applies the `.sql` files of a directory, in name order, each once, inside the given
 * schema. An advisory lock makes concurrent starts (several replicas) safe.
 */
export async function migrate(sequelize: Sequelize, schema: string, directory: string): Promise<string[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith(".sql")).sort();
  const applied: string[] = [];
  await sequelize.transaction(async (transaction) => {
    await sequelize.query("SELECT pg_advisory_xact_lock(hashtext($1))", { bind: [`migrate:${schema}`], transaction });
    await sequelize.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`, { transaction });
    await sequelize.query(
      `CREATE TABLE IF NOT EXISTS "${schema}".schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      { transaction },
    );
    const [rows] = await sequelize.query(`SELECT name FROM "${schema}".schema_migrations`, { transaction });
    const done = new Set((rows as { name: string }[]).map((row) => row.name));
    await sequelize.query(`SET LOCAL search_path TO "${schema}", public`, { transaction });
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(join(directory, file), "utf8");
      await sequelize.query(sql, { transaction });
      await sequelize.query(`INSERT INTO "${schema}".schema_migrations (name) VALUES ($1)`, { bind: [file], transaction });
      applied.push(file);
    }
  });
  return applied;
}
