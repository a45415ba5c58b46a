/** Storage of the regulation library. The only module that knows about Sequelize and SQL. */
import type { Sequelize, Transaction } from "@planner/shared";
import type { RuleData, RulesFile } from "../domain/types.js";

export interface DataVersionInfo {
  version: string;
  checksum: string;
  ruleCount: number;
  verifiedAt: string;
  industries: string[];
  topics: string[];
  loadedAt: Date;
}

export interface StoredRule {
  id: string;
  rule: RuleData;
  dataVersion: string;
}

export interface CandidateFilter {
  country?: string;
  industry?: string;
  topic?: string;
  q?: string;
  afterId?: string;
  batchSize: number;
}

export interface ReplaceResult {
  /** False when the stored version already equalled the file's (nothing was written). */
  replaced: boolean;
  previous?: DataVersionInfo;
  current: DataVersionInfo;
}

export interface ReplaceOptions {
  checksum: string;
  topics: string[];
  /** Test hook: runs inside the open transaction after the new rows are written. */
  beforeCommit?: () => Promise<void>;
}

/** Reads within one snapshot, so a request never mixes two data versions. */
export interface RulesReader {
  currentVersion(): Promise<DataVersionInfo | undefined>;
  findCandidates(filter: CandidateFilter): Promise<StoredRule[]>;
}

const DATA_LOCK = "compliance:rules-data";

interface VersionRow {
  version: string;
  checksum: string;
  rule_count: number;
  verified_at: string;
  industries: string[];
  topics: string[];
  loaded_at: Date;
}

const toVersion = (row: VersionRow): DataVersionInfo => ({
  version: row.version,
  checksum: row.checksum,
  ruleCount: row.rule_count,
  verifiedAt: row.verified_at,
  industries: row.industries,
  topics: row.topics,
  loadedAt: row.loaded_at,
});

/** Escapes LIKE wildcards so a query string matches literally. */
const likeLiteral = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The text a rule is found by, per language; code, reference and authority are indexed unstemmed. */
function searchDocument(rule: RuleData): Record<string, string> {
  const join = (parts: (string | undefined)[]) => parts.filter(Boolean).join("\n");
  return {
    title_de: rule.title.de,
    title_en: rule.title.en,
    text_de: join([rule.summary.de, ...rule.obligations.map((o) => o.de)]),
    text_en: join([rule.summary.en, ...rule.obligations.map((o) => o.en)]),
    reference: join([rule.code, rule.legal_reference, rule.authority]),
  };
}

export class RulesRepository {
  private readonly rules: string;
  private readonly versions: string;

  constructor(
    private readonly sequelize: Sequelize,
    schema: string,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    this.rules = `"${schema}".rules`;
    this.versions = `"${schema}".data_versions`;
  }

  async ping(): Promise<void> {
    await this.sequelize.query("SELECT 1");
  }

  private async latestVersion(transaction?: Transaction): Promise<DataVersionInfo | undefined> {
    const [rows] = await this.sequelize.query(
      `SELECT version, checksum, rule_count, verified_at, industries, topics, loaded_at
         FROM ${this.versions} ORDER BY load_id DESC LIMIT 1`,
      { transaction },
    );
    const row = (rows as VersionRow[])[0];
    return row ? toVersion(row) : undefined;
  }

  currentVersion(): Promise<DataVersionInfo | undefined> {
    return this.latestVersion();
  }

  /**
   * Replaces every rule with the file's in one transaction (readers keep seeing the old
   * version until it commits), unless the stored version already equals the file's. An
   * advisory lock serialises concurrent starts of several replicas.
   */
  async replaceAll(file: RulesFile, options: ReplaceOptions): Promise<ReplaceResult> {
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query("SELECT pg_advisory_xact_lock(hashtext($1))", { bind: [DATA_LOCK], transaction });
      const previous = await this.latestVersion(transaction);
      if (previous && previous.version === file.version) return { replaced: false, previous, current: previous };
      await this.sequelize.query(`DELETE FROM ${this.rules}`, { transaction });
      const rows = file.rules.map((rule) => ({
        id: rule.id,
        code: rule.code,
        jurisdiction: rule.jurisdiction,
        countries: rule.countries,
        industries: rule.industries,
        topic: rule.topic,
        payload: rule,
        ...searchDocument(rule),
      }));
      await this.sequelize.query(
        `INSERT INTO ${this.rules} (id, code, jurisdiction, countries, industries, topic, payload, data_version, search)
         SELECT r->>'id', r->>'code', r->>'jurisdiction',
                ARRAY(SELECT jsonb_array_elements_text(r->'countries')),
                ARRAY(SELECT jsonb_array_elements_text(r->'industries')),
                r->>'topic', r->'payload', $2,
                setweight(to_tsvector('simple', r->>'reference'), 'A') ||
                setweight(to_tsvector('german', r->>'title_de'), 'A') ||
                setweight(to_tsvector('english', r->>'title_en'), 'A') ||
                setweight(to_tsvector('german', r->>'text_de'), 'B') ||
                setweight(to_tsvector('english', r->>'text_en'), 'B')
           FROM jsonb_array_elements($1::jsonb) AS r`,
        { bind: [JSON.stringify(rows), file.version], transaction },
      );
      const [inserted] = await this.sequelize.query(
        `INSERT INTO ${this.versions} (version, checksum, rule_count, verified_at, industries, topics)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING version, checksum, rule_count, verified_at, industries, topics, loaded_at`,
        {
          bind: [file.version, options.checksum, file.rules.length, file.verified_at, file.industries, options.topics],
          transaction,
        },
      );
      await options.beforeCommit?.();
      return { replaced: true, previous, current: toVersion((inserted as VersionRow[])[0] as VersionRow) };
    });
  }

  /** Runs `work` in one read-only REPEATABLE READ snapshot. */
  async read<T>(work: (reader: RulesReader) => Promise<T>): Promise<T> {
    return this.sequelize.transaction(
      { isolationLevel: "REPEATABLE READ" as Transaction.ISOLATION_LEVELS, readOnly: true },
      async (transaction) =>
        work({
          currentVersion: () => this.latestVersion(transaction),
          findCandidates: (filter) => this.findCandidates(filter, transaction),
        }),
    );
  }

  /** Rules that pass the country (own or reached), industry, topic and text filters, in id order after the keyset position. */
  private async findCandidates(filter: CandidateFilter, transaction: Transaction): Promise<StoredRule[]> {
    const where: string[] = [];
    const bind: unknown[] = [];
    const param = (value: unknown) => {
      bind.push(value);
      return `$${bind.length}`;
    };
    if (filter.country) {
      // The country's own rules, and those whose extraterritorial entry reaches companies established there.
      const country = param(filter.country);
      where.push(
        `(countries @> ARRAY[${country}::text] OR payload->'extraterritorial'->'countries' @> jsonb_build_array(${country}::text))`,
      );
    }
    if (filter.industry) where.push(`industries && ARRAY[${param(filter.industry)}::text, 'all']`);
    if (filter.topic) where.push(`topic = ${param(filter.topic)}`);
    if (filter.q) {
      const q = param(filter.q);
      const like = param(`%${likeLiteral(filter.q)}%`);
      // German compounds: a German stem of 5+ letters also matches as a word prefix, so
      // "Lieferkette" finds "Lieferkettensorgfaltspflichtengesetz" (quotes stripped first).
      const plain = param(filter.q.replace(/['\\]/g, " "));
      where.push(`(search @@ (websearch_to_tsquery('german', ${q}) || websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('simple', ${q})
                   || regexp_replace(websearch_to_tsquery('german', ${plain})::text, '''([^'']{5,})''', '''\\1'':*', 'g')::tsquery)
               OR lower(code) = lower(${q})
               OR (char_length(${q}) >= 3 AND code ILIKE ${like}))`);
    }
    if (filter.afterId !== undefined) where.push(`id > ${param(filter.afterId)}`);
    const [rows] = await this.sequelize.query(
      `SELECT id, payload, data_version FROM ${this.rules}
        ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY id LIMIT ${param(filter.batchSize)}`,
      { bind, transaction },
    );
    return (rows as { id: string; payload: RuleData; data_version: string }[]).map((row) => ({
      id: row.id,
      rule: row.payload,
      dataVersion: row.data_version,
    }));
  }

  /** Number of stored rules per data version (operations and tests). */
  async countByVersion(): Promise<Record<string, number>> {
    const [rows] = await this.sequelize.query(`SELECT data_version, count(*)::int AS n FROM ${this.rules} GROUP BY data_version`);
    return Object.fromEntries((rows as { data_version: string; n: number }[]).map((row) => [row.data_version, row.n]));
  }
}
