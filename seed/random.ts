import { Faker, base, en, en_US, es, es_MX, type Randomizer } from '@faker-js/faker';

/*
 * Every borrower gets a random stream of its own, seeded from (run seed, borrower ordinal): the same
 * seed always tells the same story, borrower i is the same whatever N or the chunk size, and chunks
 * can be generated in any order. Faker's own Mersenne Twister takes ~45 µs to seed, which at 100 000
 * borrowers is seconds; sfc32 seeds in a few integer operations and passes PractRand to 2^40.
 */

/** splitmix32: spreads nearby seeds (ordinal 1, 2, 3 …) over unrelated states. */
function mix(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

class Sfc32 implements Randomizer {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  next(): number {
    this.d = (this.d + 1) | 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }

  seed(seed: number | number[]): void {
    const parts = Array.isArray(seed) ? seed : [seed];
    const [x = 0, y = 0, z = 0] = parts.map((p) => mix(p));
    this.a = x;
    this.b = y;
    this.c = mix(x ^ z);
    this.d = 1;
    // The first outputs of a fresh sfc32 state are still correlated with the seed.
    for (let i = 0; i < 12; i++) this.next();
  }
}

export class Rng {
  private readonly randomizer = new Sfc32();
  /** Faker on the same stream, for names and the like. */
  readonly faker = new Faker({ locale: [en_US, en, base], randomizer: this.randomizer });
  private spanish: Faker | undefined;

  /** Faker with Mexican Spanish names, on the same stream (made when a borrower first needs it). */
  get spanishFaker(): Faker {
    this.spanish ??= new Faker({ locale: [es_MX, es, en, base], randomizer: this.randomizer });
    return this.spanish;
  }

  /** Restarts the stream at (seed, ordinal, purpose): the same triple always gives the same draws. */
  reseed(seed: number, ordinal: number, purpose = 0): void {
    // Ordinals may pass 2^32 in theory: the high part goes into the purpose word.
    this.randomizer.seed([seed, ordinal >>> 0, purpose ^ Math.floor(ordinal / 4_294_967_296)]);
  }

  next(): number {
    return this.randomizer.next();
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** Dollars with cents, in [min, max]. */
  dollars(min: number, max: number): number {
    return Math.round(this.float(min, max) * 100) / 100;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One of the values, with the given relative weights. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** `length` decimal digits, the first not 0. */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < length; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}
