/** Loads the versioned rules file into the database at start: idempotent, validated, all-or-nothing. */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Logger } from "@planner/shared";
import { isoDate } from "./domain/applicability.js";
import { parseRulesData, topicsOf } from "./domain/data-lint.js";
import type { RulesFile } from "./domain/types.js";
import type { ReplaceResult, RulesRepository } from "./repositories/rules.js";

export interface LoadOptions {
  now?: Date;
  /** Test hook, see RulesRepository.replaceAll. */
  beforeCommit?: () => Promise<void>;
}

export interface RulesFileContent {
  file: RulesFile;
  checksum: string;
}

/** Reads, parses and lints the rules file; any defect rejects the whole file with a clear message. */
export async function readRulesFile(path: string, now = new Date()): Promise<RulesFileContent> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read rules data ${path}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`rules data ${path} is not valid JSON: ${(error as Error).message}`);
  }
  const file = parseRulesData(data, { source: path, today: isoDate(now) });
  return { file, checksum: createHash("sha256").update(text).digest("hex") };
}

export async function loadRulesFile(
  repository: RulesRepository,
  path: string,
  log: Logger,
  options: LoadOptions = {},
): Promise<ReplaceResult> {
  const { file, checksum } = await readRulesFile(path, options.now);
  const result = await repository.replaceAll(file, { checksum, topics: topicsOf(file), beforeCommit: options.beforeCommit });
  if (result.replaced) {
    log.info({ version: file.version, rules: file.rules.length, previous: result.previous?.version }, "rules data loaded");
  } else if (result.current.checksum !== checksum) {
    log.warn(
      { version: file.version },
      "rules file differs from the loaded data of the same version; data unchanged — bump the version to publish a change",
    );
  } else {
    log.info({ version: file.version, rules: result.current.ruleCount }, "rules data already current");
  }
  return result;
}
