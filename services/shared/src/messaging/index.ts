export * from "./durable-consumer.js";
export * from "./outbox-relay.js";
export * from "./sql-outbox-store.js";
export * from "./wakeup.js";
