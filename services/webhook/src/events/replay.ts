/**
 * Replays a dead letter through the same decoding and fan-out the consumer uses. The fan-out
 * creates at most one delivery per (subscription, event), so replaying a letter twice, or one
 * whose event was partly fanned out before it failed, delivers nothing twice.
 */
import type { DeadLetterRecord, DeadLetterRepository } from "../repositories/dead-letters.js";
import { decodeEvent } from "./consumer.js";
import { type FanOut, InvalidEventError } from "./fan-out.js";

/** The letter still cannot be read (its payload or subject is not a valid event); recorded on the letter. */
export class ReplayRefused extends Error {
  override name = "ReplayRefused";
}

export interface ReplayOutcome {
  letter: DeadLetterRecord;
  /** Deliveries the replay added (0 when every matching subscription already had one). */
  created: number;
}

export class DeadLetterReplay {
  private readonly decode: ReturnType<typeof decodeEvent>;
  private readonly now: () => Date;

  constructor(
    private readonly deadLetters: DeadLetterRepository,
    private readonly fanOut: FanOut,
    subjectPrefix: string,
    now?: () => Date,
  ) {
    this.decode = decodeEvent(subjectPrefix);
    this.now = now ?? (() => new Date());
  }

  /** Undefined when there is no such letter. */
  async replay(id: string): Promise<ReplayOutcome | undefined> {
    const letter = await this.deadLetters.get(id);
    if (!letter) return undefined;
    let event: ReturnType<typeof this.decode>;
    try {
      event = this.decode(letter.payload, letter.subject);
    } catch (error) {
      if (!(error instanceof InvalidEventError)) throw error;
      await this.deadLetters.recordReplay(id, { at: this.now(), error: error.message });
      throw new ReplayRefused(`dead letter ${id} cannot be replayed: ${error.message}`);
    }
    // A fan-out failure (Postgres away) is not recorded: the letter stays as it was, to be tried again.
    const { created } = await this.fanOut.handle(event);
    const updated = await this.deadLetters.recordReplay(id, { at: this.now() });
    return { letter: updated ?? letter, created };
  }
}
