import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readData } from '../../api/data/bound';
import { noFees } from '../../api/domain/agencyFees';
import { stableJson, type AgreementTerms } from '../../api/domain/agreementTerms';
import { cancelUntil, localDayOf } from '../../api/domain/businessDays';
import { demoPhones } from '../../api/domain/helpPhone';
import { createLogger } from '../../api/logger';
import { proposedAgreementView } from '../../api/services/agreements/agreementViews';
import { liveAgreement } from '../../api/services/agreements/liveTerms';
import { signedAgreementPdf } from '../../api/services/signedAgreementPdf';
import { openDatabase, type Database } from '../../db/client';
import { seedBorrowers } from '../../seed/seedBorrowers';
import { readPdf } from '../helpers/pdfReader';

/*
 * Training's signed demo plans carry their signed agreements (issue 39), made by the product's own
 * code: the terms the service would build from the same rows, the PDF its renderer gives for them,
 * the same bytes for the same seed.
 */

const anchor = new Date('2025-03-15T15:00:00.000Z');
const logger = createLogger('silent');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const load = async (url: string) => {
  const database = await openDatabase(url);
  await seedBorrowers(database, logger, {
    borrowers: 300,
    seed: 1,
    now: anchor,
    demoAccountPassword: 'Demo!pass1',
  });
  return database;
};

function sqliteFile(): string {
  return `file:${join(mkdtempSync(join(tmpdir(), 'relief-agreements-')), 'demo.db')}`;
}

describe.each(['sqlite', 'pglite'] as const)('signed demo plans on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    database = await load(dialect === 'sqlite' ? sqliteFile() : 'pglite:memory');
  }, 300_000);
  afterAll(() => database?.close());

  it('carry the agreement the product would have kept: its terms, signatures and PDF', async () => {
    const { db, t } = database;
    const data = readData(database);
    const versions = await db.select().from(t.planAgreements);
    expect(versions.length).toBeGreaterThanOrEqual(3);
    let standing = 0;
    for (const version of versions) {
      const terms = version.terms as unknown as AgreementTerms;
      const application = (await data.applications.applicationById(version.applicationId))!;
      const borrower = (await data.borrowers.borrowerById(application.applicationBorrowerId!))!;
      const signatures = await data.agreements.signaturesOfAgreement(version.id);
      const [kept] = await db
        .select()
        .from(t.signedAgreements)
        .where(eq(t.signedAgreements.agreementId, version.id));
      expect(signatures.map((s) => s.signer)).toEqual(
        application.hasSpouse ? ['borrower', 'spouse'] : ['borrower'],
      );
      expect(version.cancelUntil).toBe(cancelUntil(localDayOf(new Date(version.signedAt!), borrower)));
      // The renderer of a real signature gives the same bytes for the stored facts.
      const pdf = Buffer.from(kept.pdf, 'base64');
      expect(sha(pdf)).toBe(kept.sha256);
      const again = signedAgreementPdf({
        language: kept.language as 'en' | 'es',
        version: version.version,
        terms,
        cancelUntil: version.cancelUntil!,
        place: borrower,
        signatures,
      });
      expect(sha(again)).toBe(kept.sha256);
      expect(readPdf(pdf).lang).toBe(kept.language === 'es' ? 'es-US' : 'en-US');
      // Where no rep changed the plan since, the terms are the ones the service makes from the rows.
      const deps = { fees: noFees, phones: demoPhones, now: () => anchor };
      if ((await proposedAgreementView(data, deps, application)) === null) {
        standing += 1;
        expect(stableJson((await liveAgreement(data, deps, application)).terms)).toBe(stableJson(terms));
      }
    }
    expect(standing).toBeGreaterThan(0);
    // The demo account with a signed plan shows it signed and in force.
    const [dmpAccount] = await db.select().from(t.users).where(eq(t.users.email, 'demo.dmp@example.org'));
    const application = (await data.applications.newestOwnedApplication(dmpAccount.id))!;
    expect(versions.some((v) => v.applicationId === application.id)).toBe(true);
    expect(
      await proposedAgreementView(data, { fees: noFees, phones: demoPhones, now: () => anchor }, application),
    ).toBeNull();
  });

  it('are the same bytes from the same seed', async () => {
    const other = await load(sqliteFile());
    try {
      const hashes = async (d: Database) =>
        (await d.db.select({ sha256: d.t.signedAgreements.sha256 }).from(d.t.signedAgreements))
          .map((r) => r.sha256)
          .sort();
      expect(await hashes(other)).toEqual(await hashes(database));
    } finally {
      await other.close();
    }
  }, 300_000);
});
