import { Faker, base, en } from '@faker-js/faker';
import { createHash } from 'node:crypto';

const digest = (key: string) => createHash('sha256').update(key).digest();

/** A faker whose every draw follows from `key`: the same key always tells the same story. */
export function seededFaker(key: string): Faker {
  const hash = digest(key);
  const faker = new Faker({ locale: [en, base] });
  faker.seed([0, 4, 8, 12].map((offset) => hash.readUInt32BE(offset)));
  return faker;
}

/** A number in [0, 1) fixed by `key`; cheaper than a faker when one draw is all that is needed. */
export function hashUnit(key: string): number {
  return digest(key).readUInt32BE(0) / 2 ** 32;
}

/** A stable hexadecimal id fixed by `key`. */
export function hashId(key: string, length = 24): string {
  return digest(key).toString('hex').slice(0, length);
}
