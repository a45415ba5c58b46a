import { randomBytes } from "node:crypto";

const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * Random bytes are drawn from the system generator in blocks and handed out 16 at a time:
 * one call per id cost more than the id itself (a plan writes a hundred ids at once).
 */
const RANDOM_BLOCK = 4096;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;
function random16(): Buffer {
  if (randomOffset + 16 > randomPool.length) {
    randomPool = randomBytes(RANDOM_BLOCK);
    randomOffset = 0;
  }
  const bytes = randomPool.subarray(randomOffset, randomOffset + 16);
  randomOffset += 16;
  return bytes;
}

/** Time-ordered, URL-safe id (ULID layout, lowercase Crockford base32) with a type prefix. */
export function newId(prefix: string, now = Date.now()): string {
  let time = "";
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const random = random16();
  let rest = "";
  for (let i = 0; i < 16; i++) rest += CROCKFORD[(random[i] ?? 0) % 32];
  return `${prefix}_${time}${rest}`;
}
