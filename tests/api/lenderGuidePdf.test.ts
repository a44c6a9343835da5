import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideSections, lenderGuideWords } from '../../api/domain/lenderGuideWords';
import { demoPhones } from '../../api/domain/helpPhone';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import type { HttpClient } from '../helpers/httpClient';
import { readPdf, structTypes } from '../helpers/pdfReader';
import { liveSettingsEnv, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/** The page's left margin (pdfkit's points): where every heading of the guide starts. */
const leftMargin = 54;

describe.each(testDialects)('GET /api/lender-guide.pdf on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server?.close());

  it('answers 401 to an anonymous caller', async () => {
    const res = await server.client().get('/api/lender-guide.pdf');
    expect(res.status).toBe(401);
  });

  /** The guide's bytes as the signed-in borrower downloads them. */
  async function guidePdf(client: HttpClient, path: string) {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
    return readPdf(Buffer.from(await res.arrayBuffer()));
  }

  /** A qualified borrower with `creditors` offers, each on a debt with its own account number. */
  async function guideReader(email: string, creditors: number) {
    const { application } = await aBorrowerAccount(server.database, email);
    const { t } = server.database;
    await server.database.withTransaction(async (tx) => {
      const [report] = await tx.insert(t.creditReports).values({ applicationId: application.id }).returning();
      const [decision] = await tx
        .insert(t.decisions)
        .values({ applicationId: application.id, isQualified: true })
        .returning();
      for (let i = 0; i < creditors; i += 1) {
        const [debt] = await tx
          .insert(t.debts)
          .values({
            creditReportId: report.id,
            accountNumber: `55550000${String(1000 + i)}`,
            lenderName: `Lender ${i}`,
            currentBalance: 1000 + i,
          })
          .returning();
        await tx.insert(t.offers).values({
          applicationId: application.id,
          decisionId: decision.id,
          debtId: debt.id,
          balance: 1000 + i,
          payment: 40,
          term: 36,
        });
      }
    });
    return server.signIn(email, borrowerPassword);
  }

  it('is a tagged PDF in the language asked for: its language, its structure in reading order', async () => {
    const client = await guideReader(`guide.${dialect}@example.com`, 2);
    for (const [path, lang] of [
      ['/api/lender-guide.pdf', 'en-US'],
      ['/api/lender-guide.pdf?lang=es', 'es-US'],
    ]) {
      const pdf = await guidePdf(client, path);
      expect(pdf).toMatchObject({ lang, marked: true, displayTitle: true });
      const types = structTypes(pdf.structure);
      expect(types.slice(0, 2)).toEqual(['Document', 'H1']);
      expect(types).toEqual(
        expect.arrayContaining(['P', 'H2', 'H3', 'Table', 'TR', 'TH', 'TD', 'L', 'LI', 'LBody']),
      );
    }
  });

  it('names the agency, the workspace counsellor line, the date and each account; headings at the left; lists whole', async () => {
    const today = new Date();
    for (const [lang, creditors] of [
      ['en', 3],
      ['es', 9],
      ['en', 14],
    ] as const) {
      const client = await guideReader(`guide.${lang}${creditors}.${dialect}@example.com`, creditors);
      const pdf = await guidePdf(client, `/api/lender-guide.pdf?lang=${lang}`);
      const words = lenderGuideWords[lang];
      expect(pdf.text).toContain('Relief Service');
      // The workspace's counsellor line (live's, as configured), never the demo line.
      expect(pdf.text).toContain(liveSettingsEnv.COUNSELOR_PHONE);
      expect(pdf.text).not.toContain(demoPhones.counselor);
      expect(pdf.text).toContain(String(today.getUTCFullYear()));
      for (let i = 0; i < creditors; i += 1)
        expect(pdf.text).toContain(
          lang === 'es' ? `Cuenta que termina en ${1000 + i}` : `Account ending in ${1000 + i}`,
        );

      const headings = pdf.items.filter((item) => /^H\d$/.test(item.tag));
      expect(headings.map((h) => h.text)).toEqual(
        expect.arrayContaining([words['offers.guide.pdfTitle'], words['offers.summary.title']]),
      );
      for (const heading of headings) expect(heading.x, heading.text).toBe(leftMargin);

      // Each list of advice sits on one page with its heading.
      for (const section of guideSections) {
        const at = pdf.items.findIndex((item) => item.tag === 'H2' && item.text === words[section.title]);
        expect(at).toBeGreaterThan(-1);
        const next = pdf.items.findIndex((item, k) => k > at && /^H\d$/.test(item.tag));
        const body = pdf.items.slice(at + 1, next === -1 ? undefined : next);
        expect(body.filter((item) => item.tag === 'LBody').length).toBeGreaterThanOrEqual(
          section.points.length,
        );
        for (const item of body) expect(item.page, `${section.title}: ${item.text}`).toBe(pdf.items[at].page);
      }
    }
  });
});
