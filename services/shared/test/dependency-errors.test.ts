/**
 * Which failures mean "a dependency is unavailable" (answered UNAVAILABLE / 503, retry) and
 * which are bugs (INTERNAL / 500): real errors from pg, Sequelize and a real gRPC call.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import pg from "pg";
import { createPgPool, createSequelize } from "../src/db.js";
import { isDependencyUnavailable, notFound, problemFromGrpc } from "../src/errors.js";
import { GetProjectRequest, ProjectServiceService } from "../src/gen/planner/project/v1/project.js";
import { createGrpcClient, type GrpcServerHandle, type GrpcServiceError, startGrpcServer, status } from "../src/grpc.js";
import { createLogger } from "../src/logger.js";
import { Registry } from "../src/management.js";
import { createTestDatabase, freeLoopbackPort, type TestDatabase } from "../src/testing.js";

const log = createLogger("dependency-errors-test", process.env.LOG_LEVEL ?? "silent");

const failure = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => assert.fail("expected a failure"),
    (error: unknown) => error,
  );

describe("dependency unavailability", () => {
  let db: TestDatabase;
  let closedUrl: string;

  before(async () => {
    db = await createTestDatabase("deperr");
    closedUrl = `postgres://postgres@127.0.0.1:${await freeLoopbackPort()}/postgres`;
  });
  after(async () => {
    await db?.drop();
  });

  it("recognises a refused connection from pg, its pool and Sequelize", async () => {
    const client = new pg.Client({ connectionString: closedUrl });
    assert.ok(isDependencyUnavailable(await failure(client.connect())));
    const pool = createPgPool(closedUrl, { applicationName: "test", schema: "public", max: 1 });
    assert.ok(isDependencyUnavailable(await failure(pool.query("SELECT 1"))));
    await pool.end();
    const sequelize = createSequelize(closedUrl, { applicationName: "test" });
    const refused = await failure(sequelize.query("SELECT 1"));
    assert.equal((refused as Error).name, "SequelizeConnectionRefusedError");
    assert.ok(isDependencyUnavailable(refused));
    await sequelize.close();
  });

  it("recognises a session terminated by the server (57P01), also wrapped by Sequelize", async () => {
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      const pool = createPgPool(db.url, { applicationName: "terminated", schema: "public", max: 1 });
      const client = await pool.connect();
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const sleeping = failure(client.query("SELECT pg_sleep(30)"));
      // Listened for before the termination: the connection may end before that query returns.
      const ended = new Promise((resolve) => client.once("end", resolve));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
      const terminated = (await sleeping) as { code?: string };
      await ended;
      assert.equal(terminated.code, "57P01");
      assert.ok(isDependencyUnavailable(terminated));
      // The checked-out connection broke: its 'error' event was heard (the process is still here).
      client.release(true);
      await pool.end();

      const sequelize = createSequelize(db.url, { applicationName: "terminated-sequelize", poolMax: 1 });
      const [[row]] = (await sequelize.query("SELECT pg_backend_pid() AS pid")) as [{ pid: number }[], unknown];
      const wrapped = failure(sequelize.query("SELECT pg_sleep(30)"));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin.query("SELECT pg_terminate_backend($1)", [row?.pid]);
      const error = (await wrapped) as Error;
      assert.equal(error.name, "SequelizeDatabaseError");
      assert.ok(isDependencyUnavailable(error));
      await sequelize.close();
    } finally {
      await admin.end();
    }
  });

  it("recognises a statement cancelled by its timeout (57014) as an overloaded database", async () => {
    const pool = createPgPool(db.url, { applicationName: "statement-timeout", schema: "public", max: 1 });
    try {
      const cancelled = (await failure(pool.query("SET statement_timeout = 50; SELECT pg_sleep(5)"))) as { code?: string };
      assert.equal(cancelled.code, "57014");
      assert.ok(isDependencyUnavailable(cancelled));
    } finally {
      await pool.end();
    }
  });

  it("does not take bugs or bad statements for unavailability", async () => {
    const pool = createPgPool(db.url, { applicationName: "bugs", schema: "public", max: 1 });
    try {
      assert.equal(isDependencyUnavailable(await failure(pool.query("SELEC 1"))), false);
      assert.equal(isDependencyUnavailable(await failure(pool.query("SELECT 1/0"))), false);
      assert.equal(isDependencyUnavailable(await failure(pool.query("SELECT * FROM no_such_table"))), false);
    } finally {
      await pool.end();
    }
    assert.equal(isDependencyUnavailable(new TypeError("cannot read properties of undefined")), false);
    assert.equal(isDependencyUnavailable(notFound("project")), false);
    assert.equal(isDependencyUnavailable(undefined), false);
  });

  describe("through a gRPC handler", () => {
    let server: GrpcServerHandle;
    const pool = () => createPgPool(closedUrl, { applicationName: "handler", schema: "public", max: 1 });

    before(async () => {
      const implementation = {
        getProject: async (request: GetProjectRequest) => {
          if (request.id === "bug") throw new TypeError("a bug");
          const unreachable = pool();
          try {
            await unreachable.query("SELECT 1");
          } finally {
            await unreachable.end();
          }
          return { id: request.id };
        },
      };
      server = await startGrpcServer({
        host: "127.0.0.1",
        port: 0,
        log,
        registry: new Registry(),
        services: [
          { name: "planner.project.v1.ProjectService", definition: ProjectServiceService, implementation: implementation as never },
        ],
      });
    });
    after(async () => {
      await server?.shutdown(0);
    });

    it("answers UNAVAILABLE (upstream_unavailable) when Postgres is unreachable, INTERNAL for a bug", async () => {
      const handle = createGrpcClient(ProjectServiceService, `127.0.0.1:${server.port}`);
      try {
        const call = (id: string) =>
          failure(
            handle.client.getProject(GetProjectRequest.fromPartial({ id, workspace_id: "ws_1" }), { timeoutMs: 5_000 }),
          ) as Promise<GrpcServiceError>;
        const unavailable = await call("prj_1");
        assert.equal(unavailable.code, status.UNAVAILABLE, unavailable.details);
        assert.equal(problemFromGrpc(unavailable).code, "upstream_unavailable");
        const bug = await call("bug");
        assert.equal(bug.code, status.INTERNAL);
      } finally {
        handle.close();
      }
    });
  });
});
