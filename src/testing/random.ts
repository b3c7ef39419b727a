/**
 * A small seeded pseudo-random source (mulberry32). The simulator draws every id, key, secret and random fault
 * from one of these, so two simulators built with the same seed behave the same way.
 * @example
 * ```ts
 * new SeededRandom(42).uuid();
 * ```
 */
export class SeededRandom {
  #state: number;

  /**
   * Creates a source from a number or a string seed.
   * @throws never.
   * @example
   * ```ts
   * const random = new SeededRandom('my-test');
   * random.uuid();
   * ```
   */
  constructor(seed: number | string) {
    this.#state = typeof seed === 'number' ? seed >>> 0 : hashString(seed);
  }

  /**
   * A float in [0, 1).
   * @throws never.
   * @example
   * ```ts
   * if (random.next() < 0.5) console.log('heads');
   * ```
   */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /**
   * An integer in [0, max).
   * @throws never.
   * @example
   * ```ts
   * random.int(6);
   * ```
   */
  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  /**
   * `count` random bytes.
   * @throws never.
   * @example
   * ```ts
   * random.bytes(24);
   * ```
   */
  bytes(count: number): Uint8Array {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i += 1) out[i] = this.int(256);
    return out;
  }

  /**
   * `count` random bytes as lowercase hex.
   * @throws never.
   * @example
   * ```ts
   * random.hex(12); // 24 hex characters
   * ```
   */
  hex(count: number): string {
    return Array.from(this.bytes(count), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  /**
   * A version 4 uuid.
   * @throws never.
   * @example
   * ```ts
   * random.uuid(); // '3f8e2a1b-9c4d-4e5f-8a6b-7c8d9e0f1a2b'
   * ```
   */
  uuid(): string {
    const b = this.bytes(16);
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /**
   * A new independent source whose seed is drawn from this one.
   * @throws never.
   * @example
   * ```ts
   * const faults = random.fork();
   * ```
   */
  fork(): SeededRandom {
    return new SeededRandom(this.int(4_294_967_296));
  }
}

/** FNV-1a, 32 bits: turns a string seed into a number. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
