import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accentedLetters, plainLetters, withoutAccents } from '../../api/domain/searchFold';
import type { Database } from '../../db/client';
import { aBorrowerApplication } from '../helpers/builders';
import { openFreshDatabase, testDialects } from '../helpers/testServer';

/*
 * The search's two halves take accents off alike: the words typed (api/domain/searchFold.ts) and the
 * application's copies of the borrower's fields, which each engine's triggers write
 * (db/migrations/*\/0016_*.sql). A letter in one list and not the other would hide a borrower.
 */

it('pairs every accented letter with one plain letter', () => {
  expect([...accentedLetters]).toHaveLength([...plainLetters].length);
  expect(plainLetters).toMatch(/^[A-Za-z]+$/);
  expect(withoutAccents('Núñez García, José Ángel')).toBe('Nunez Garcia, Jose Angel');
  // Pasted with each accent as a character of its own (decomposed).
  expect(withoutAccents('Nu\u0301n\u0303ez')).toBe('Nunez');
});

describe.each(testDialects)('the copies of the searched fields on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    database = await openFreshDatabase(dialect);
  });
  afterAll(() => database?.close());

  const copiesOf = async (applicationId: string) => {
    const { t } = database;
    const [copies] = await database.db
      .select({
        firstName: t.applications.borrowerFirstName,
        lastName: t.applications.borrowerLastName,
        email: t.applications.borrowerEmail,
      })
      .from(t.applications)
      .where(eq(t.applications.id, applicationId));
    return copies;
  };

  it('are written without accents as the search takes them off, and again when the borrower changes', async () => {
    const { t } = database;
    const name = `${accentedLetters} Øyvind`;
    const { application, borrower } = await aBorrowerApplication(database, {
      borrower: { firstName: name, lastName: 'Peña-Muñoz', email: 'pena@example.com' },
    });
    expect(await copiesOf(application.id)).toEqual({
      firstName: withoutAccents(name),
      lastName: 'Pena-Munoz',
      email: 'pena@example.com',
    });
    await database.withTransaction((tx) =>
      tx
        .update(t.borrowers)
        .set({ firstName: 'Íñigo', lastName: 'Ibáñez', email: 'iñigo@example.com' })
        .where(eq(t.borrowers.id, borrower.id)),
    );
    expect(await copiesOf(application.id)).toEqual({
      firstName: 'Inigo',
      lastName: 'Ibanez',
      email: 'inigo@example.com',
    });
  });

  it('are written without accents when an application is given its borrower later', async () => {
    const { t } = database;
    const { application } = await aBorrowerApplication(database, {
      application: { applicationBorrowerId: null },
    });
    const [borrower] = await database.withTransaction((tx) =>
      tx
        .insert(t.borrowers)
        .values({ firstName: 'Zoë', lastName: 'Ñúñez', email: 'zoe@example.com', state: 'TX' })
        .returning({ id: t.borrowers.id }),
    );
    await database.withTransaction((tx) =>
      tx
        .update(t.applications)
        .set({ applicationBorrowerId: borrower.id })
        .where(eq(t.applications.id, application.id)),
    );
    expect(await copiesOf(application.id)).toEqual({
      firstName: 'Zoe',
      lastName: 'Nunez',
      email: 'zoe@example.com',
    });
  });
});
