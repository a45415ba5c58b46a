/**
 * Key rotation: re-seals stored signing secrets under the current key, one batch of rows per
 * call, so an operator can loop until every row is under the current key.
 */
import type { Logger } from "@planner/shared";
import type { WebhookRepository } from "../repositories/webhooks.js";
import type { OpenedSecret, SecretBox } from "./secret-box.js";

export interface ResealBatch {
  checked: number;
  /** Were sealed with a previous key and now are with the current one. */
  resealed: number;
  /** No configured key opens them; left as they are. */
  unreadable: number;
  /** The last row checked, where the next batch starts; undefined when there was none. */
  lastId: string | undefined;
  hasMore: boolean;
}

export class SecretResealer {
  constructor(
    private readonly options: {
      webhooks: Pick<WebhookRepository, "sealedSecretsAfter" | "replaceSealedSecret">;
      secretBox: SecretBox;
      log: Logger;
    },
  ) {}

  /** Checks up to `limit` rows after `afterId` (in id order). */
  async resealBatch(afterId: string | undefined, limit: number): Promise<ResealBatch> {
    const { webhooks, secretBox, log } = this.options;
    const rows = await webhooks.sealedSecretsAfter(afterId, limit + 1);
    const batch = rows.slice(0, limit);
    const outcome: ResealBatch = { checked: 0, resealed: 0, unreadable: 0, lastId: batch.at(-1)?.id, hasMore: rows.length > limit };
    for (const row of batch) {
      outcome.checked++;
      let opened: OpenedSecret;
      try {
        opened = secretBox.openWithKeyInfo(row.ciphertext, row.id);
      } catch {
        outcome.unreadable++;
        log.warn({ webhook: row.id }, "webhook secret opens with no configured key; left unchanged");
        continue;
      }
      if (opened.current) continue;
      // False when the row changed since it was read (a concurrent re-seal, say): that change stands.
      if (await webhooks.replaceSealedSecret(row.id, row.ciphertext, secretBox.seal(opened.plaintext, row.id))) outcome.resealed++;
    }
    return outcome;
  }
}
