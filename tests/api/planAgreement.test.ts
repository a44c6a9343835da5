import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableJson } from '../../api/domain/agreementTerms';
import { cancelUntil, localDayOf } from '../../api/domain/businessDays';
import { formatCalendarDay } from '../../api/domain/moneyFormat';
import { planTermsChanged } from '../../api/domain/contractSignature';
import { aBorrowerAccount, borrowerPassword } from '../helpers/builders';
import { errorCode, type HttpClient } from '../helpers/httpClient';
import { readPdf } from '../helpers/pdfReader';
import { aPlanToSign, aSpouse, signAsShown } from '../helpers/planBuilders';
import { liveSettingsEnv, startTestServer, testDialects, type TestServer } from '../helpers/testServer';

/*
 * The plan agreement (docs/decisions/0107, 0108): what it says, the same figures on the page, in the
 * PDF, in the e-mail and in the portal, and a signed version never changed in place (SECURITY.md 34).
 */

interface Block {
  kind: string;
  text: string | null;
  emphasis: boolean;
  title: string | null;
  rows: { label: string; value: string }[];
  items: string[];
}

const blockFields = 'kind text emphasis title rows { label value } items';
const agreementFields = `id version status signedAt cancelUntil termsDigest signersLeft
  monthlyPaymentAmount termInMonths firstPaymentDate monthlyDeposit estimatedFinalPaymentDate monthlyFee setupFee
  creditorCount signatures { signer signedName }
  en: document(language: "en") { ${blockFields} } es: document(language: "es") { ${blockFields} }`;

interface Agreement {
  id: string | null;
  version: number;
  status: string;
  signedAt: string | null;
  cancelUntil: string;
  termsDigest: string;
  signersLeft: string[];
  monthlyPaymentAmount: number;
  termInMonths: number;
  firstPaymentDate: string;
  monthlyDeposit: number;
  estimatedFinalPaymentDate: string;
  monthlyFee: number;
  setupFee: number;
  creditorCount: number;
  signatures: { signer: string; signedName: string }[];
  en: Block[];
  es: Block[];
}

interface PlanView {
  planState: string;
  offerPages: string[];
  signedPlanAgreement: Agreement | null;
  proposedPlanAgreement: Agreement | null;
}

const planView = `query($id: ID!) { Application(id: $id) {
  planState offerPages
  signedPlanAgreement { ${agreementFields} }
  proposedPlanAgreement { ${agreementFields} }
} }`;

/** Every row of a document as 'label: value'. */
const rowsOf = (blocks: Block[]) => blocks.flatMap((b) => b.rows.map((r) => `${r.label}: ${r.value}`));
const rowValue = (blocks: Block[], label: string) =>
  blocks.flatMap((b) => b.rows).find((r) => r.label === label)?.value;
const creditor = (blocks: Block[], title: string) => blocks.find((b) => b.title === title)?.rows;
const texts = (blocks: Block[]) => blocks.flatMap((b) => [b.text ?? '', ...b.items]).join('\n');

describe.each(testDialects)('the plan agreement on %s', (dialect) => {
  let server: TestServer;
  let lead: HttpClient;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: { AGENCY_MONTHLY_FEE: '7.50', AGENCY_SETUP_FEE: '25' },
    });
    lead = await server.signIn('lead@example.org');
  });
  afterAll(() => server?.close());

  /** GET /api/signed-agreement.pdf with a client's session (or none). */
  const downloadAs = (client: HttpClient | null) =>
    fetch(`${server.url}/api/signed-agreement.pdf`, {
      headers: client?.cookie ? { cookie: client.cookie } : {},
    });

  /** A borrower (and a partner when asked) with a plan of $412.50 × 48 to sign. */
  async function household(withSpouse: boolean) {
    n += 1;
    const email = `agreement${n}.${dialect}@example.com`;
    const { application, borrower } = await aBorrowerAccount(server.database, email);
    await server.database.withTransaction((tx) =>
      tx
        .update(server.database.t.borrowers)
        .set({ addressLine1: '12 Pleasant Street', city: 'Austin', zipCode: '78701' })
        .where(eq(server.database.t.borrowers.id, borrower.id)),
    );
    const { dmpId } = await aPlanToSign(server.database, application.id);
    const spouseEmail = `partner${n}.${dialect}@example.com`;
    if (withSpouse)
      await aSpouse(server.database, application.id, {
        firstName: 'Jorge',
        lastName: 'Núñez',
        email: spouseEmail,
      });
    const client = await server.signIn(email, borrowerPassword);
    const view = async () =>
      (await client.data<{ Application: PlanView }>(planView, { id: application.id })).Application;
    return {
      client,
      application,
      dmpId,
      email,
      spouseEmail,
      view,
      name: `${borrower.firstName} ${borrower.lastName}`,
      place: { state: 'TX', zipCode: '78701' },
    };
  }

  it('says everything on the signing page, in English and in Spanish', async () => {
    const { view, place, name } = await household(true);
    const { planState, proposedPlanAgreement: proposed, signedPlanAgreement } = await view();
    expect(planState).toBe('toSign');
    expect(signedPlanAgreement).toBeNull();
    expect(proposed).toMatchObject({
      id: null,
      version: 1,
      status: 'proposed',
      signersLeft: ['borrower', 'spouse'],
      monthlyPaymentAmount: 412.5,
      termInMonths: 48,
      monthlyDeposit: 420,
      monthlyFee: 7.5,
      setupFee: 25,
      estimatedFinalPaymentDate: '2030-11-15',
      creditorCount: 3,
    });
    // If signed today where the borrower lives: the third business day after.
    expect(proposed!.cancelUntil).toBe(cancelUntil(localDayOf(new Date(), place)));

    const en = proposed!.en;
    expect(rowsOf(en)).toEqual(
      expect.arrayContaining([
        `Borrower: ${name}`,
        'Spouse or partner: Jorge Núñez',
        'Monthly deposit: $420',
        'Paid to your creditors each month: $412.50',
        'Monthly fee to Relief Service: $7.50',
        'One-time setup fee to Relief Service (with your first deposit): $25',
        'Number of monthly deposits: 48',
        'First deposit due: December 15, 2026',
        'Estimated final payment: November 15, 2030',
        'Total owed to the creditors in your plan: $10,200.50',
        `Phone: ${liveSettingsEnv.AGENCY_PHONE}`,
        `Certified counselor: ${liveSettingsEnv.COUNSELOR_PHONE}`,
      ]),
    );
    expect(rowValue(en, `Address of ${name}`)).toBe('12 Pleasant Street, Austin, TX 78701');
    // Each creditor: balance, current APR and payment, the plan's APR and its share of the payment,
    // which add up to the $412.50 paid to the creditors (docs/decisions/0109).
    expect(creditor(en, 'Harbor Bank Card, account ending in 2222')).toEqual([
      { label: 'Balance owed', value: '$6,200' },
      { label: 'Current APR', value: '24.81%' },
      { label: 'Current monthly payment', value: '$186' },
      { label: 'APR under the plan', value: '7.9%' },
      { label: 'Monthly payment under the plan', value: '$245.53' },
    ]);
    expect(creditor(en, 'Summit Card Services, account ending in 4444')).toEqual([
      { label: 'Balance owed', value: '$3,100.50' },
      { label: 'Current APR', value: 'Not reported' },
      { label: 'Current monthly payment', value: '$93.02' },
      { label: 'APR under the plan', value: '9.9%' },
      { label: 'Monthly payment under the plan', value: '$122.77' },
    ]);
    expect(creditor(en, 'Apex Collections, account ending in 8899')).toEqual([
      { label: 'Balance owed', value: '$900' },
      { label: 'Current APR', value: 'Not reported' },
      { label: 'Current monthly payment', value: '$27' },
      { label: 'APR under the plan', value: '0%' },
      { label: 'Monthly payment under the plan', value: '$44.20' },
    ]);
    const words = texts(en);
    // The creditors left out, and why; the money's path; the contributions; the right to cancel.
    expect(words).toContain(
      'Metro Auto Finance, account ending in 9012: $14,500. A debt management plan does not include a car loan.',
    );
    expect(words).toContain('Old Card Co, account ending in 9999: $750. The account is closed.');
    expect(words).toContain(
      'Every dollar of the $412.50 paid toward your creditors each month goes to them.',
    );
    expect(words).toContain('$7.50 a month and $25 once');
    expect(words).toContain('voluntary contribution, often called "fair share"');
    expect(words).toContain(
      `If you sign today, you may cancel this agreement, without any penalty or obligation, before midnight on ${formatCalendarDay('en', proposed!.cancelUntil)}`,
    );

    const es = proposed!.es;
    expect(rowsOf(es)).toEqual(
      expect.arrayContaining([
        'Depósito mensual: $420',
        'Pagado a sus acreedores cada mes: $412.50',
        'Primer depósito: 15 de diciembre de 2026',
        'Último pago estimado: 15 de noviembre de 2030',
        'Cónyuge o pareja: Jorge Núñez',
      ]),
    );
    expect(creditor(es, 'Harbor Bank Card, cuenta que termina en 2222')).toEqual([
      { label: 'Saldo que debe', value: '$6,200' },
      { label: 'Tasa anual (APR) actual', value: '24.81%' },
      { label: 'Pago mensual actual', value: '$186' },
      { label: 'Tasa anual (APR) con el plan', value: '7.9%' },
      { label: 'Pago mensual con el plan', value: '$245.53' },
    ]);
    const palabras = texts(es);
    expect(palabras).toContain('Un plan de manejo de deudas no incluye un préstamo de auto.');
    expect(palabras).toContain('La cuenta está cerrada.');
    expect(palabras).toContain('"fair share"');
    expect(palabras).toContain(
      `antes de la medianoche del ${formatCalendarDay('es', proposed!.cancelUntil)}`,
    );
  });

  it('writes the same figures, from the same stored cents, on the page, in the PDF, the e-mail and the portal', async () => {
    const { client, application, email, view, name } = await household(false);
    const before = (await view()).proposedPlanAgreement!;
    expect(errorCode(await signAsShown(client, application.id, { signedName: name, language: 'es' }))).toBe(
      undefined,
    );
    const { signedPlanAgreement: signed, proposedPlanAgreement, planState } = await view();
    expect(planState).toBe('signed');
    expect(proposedPlanAgreement).toBeNull();
    // The page read before signing is the agreement kept, word for word, but its tense (signed).
    expect(rowsOf(signed!.en)).toEqual(rowsOf(before.en));
    expect(signed!.termsDigest).toBe(before.termsDigest);

    const { db, t } = server.database;
    const [version] = await db
      .select()
      .from(t.planAgreements)
      .where(eq(t.planAgreements.applicationId, application.id));
    const terms = version.terms as {
      plan: { monthlyPaymentCents: number };
      creditors: { planPaymentCents: number }[];
    };
    expect(terms.plan.monthlyPaymentCents).toBe(41_250);
    expect(terms.creditors.reduce((sum, c) => sum + c.planPaymentCents, 0)).toBe(41_250);
    expect(version.cancelUntil).toBe(
      cancelUntil(localDayOf(new Date(version.signedAt!), { state: 'TX', zipCode: '78701' })),
    );

    // The PDF (in the signing page's language): every row's label and figure.
    const [kept] = await db
      .select()
      .from(t.signedAgreements)
      .where(eq(t.signedAgreements.agreementId, version.id));
    // Lines wrap where the page is narrow: the text is read as one run of words.
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const pdf = words(readPdf(Buffer.from(kept.pdf, 'base64')).text);
    for (const block of signed!.es) {
      for (const row of block.rows) expect(pdf).toContain(`${words(row.label)} ${words(row.value)}`);
      for (const text of [block.title, block.text, ...block.items])
        if (text) expect(pdf).toContain(words(text));
    }

    // The e-mail: the agreement's own rows, the version, the kept PDF's fingerprint.
    const [mail] = await db
      .select()
      .from(t.emailOutbox)
      .where(eq(t.emailOutbox.to, email))
      .then((rows) => rows.filter((m) => m.template === 'signedAgreement'));
    for (const line of [
      'Depósito mensual: $420',
      'Pagado a sus acreedores cada mes: $412.50',
      'Cargo mensual de Relief Service: $7.50',
      'Número de depósitos mensuales: 48',
      'Primer depósito: 15 de diciembre de 2026',
      'Último pago estimado: 15 de noviembre de 2030',
      `Último día para cancelar (antes de la medianoche): ${formatCalendarDay('es', version.cancelUntil!)}`,
    ]) {
      expect(
        rowsOf(signed!.es).concat(
          `Último día para cancelar (antes de la medianoche): ${formatCalendarDay('es', signed!.cancelUntil)}`,
        ),
      ).toContain(line);
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(kept.sha256);
    expect(mail.text).toContain('versión 1');

    // The portal: the same version and the same blocks; the PDF to download, byte for byte.
    const portal = await client.data<{
      myPortal: { application: { signedPlanAgreement: Agreement } };
    }>(`{ myPortal { application { signedPlanAgreement { ${agreementFields} } } } }`);
    expect(portal.myPortal.application.signedPlanAgreement.en).toEqual(signed!.en);
    expect(portal.myPortal.application.signedPlanAgreement.monthlyPaymentAmount).toBe(412.5);
    const download = await downloadAs(client);
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(kept.sha256);
  });

  it('never changes a signed plan in place: new terms are a new version both sign again (SECURITY.md 34)', async () => {
    const { client, application, dmpId, view, name, email, spouseEmail } = await household(true);
    await signAsShown(client, application.id, { signedName: name });
    await signAsShown(client, application.id, { signer: 'spouse', signedName: 'Jorge Núñez' });
    const { db, t } = server.database;
    const versions = () =>
      db.select().from(t.planAgreements).where(eq(t.planAgreements.applicationId, application.id));
    const kept = () =>
      db.select().from(t.signedAgreements).where(eq(t.signedAgreements.applicationId, application.id));
    const [signedV1] = await versions();
    const [pdfV1] = await kept();
    const signedView = (await view()).signedPlanAgreement!;

    // A rep changes the signed plan's payment and term.
    const edit = `mutation($id: ID, $amount: Float, $term: Int) {
      updateDmpEnrollment(id: $id, monthlyPaymentAmount: $amount, termInMonths: $term) { monthlyPaymentAmount termInMonths }
    }`;
    await lead.data(edit, { id: dmpId, amount: 999.99, term: 12 });

    // The signed agreement's figures and its PDF are as signed; the portal and the page show it.
    expect(stableJson((await versions())[0].terms)).toBe(stableJson(signedV1.terms));
    expect(await kept()).toEqual([pdfV1]);
    const afterEdit = await view();
    expect(afterEdit.planState).toBe('toSign');
    expect(afterEdit.offerPages[0]).toBe('/contract/sign');
    expect(afterEdit.signedPlanAgreement).toEqual(signedView);
    expect(afterEdit.proposedPlanAgreement).toMatchObject({
      id: null,
      version: 2,
      status: 'proposed',
      monthlyPaymentAmount: 999.99,
      termInMonths: 12,
      signersLeft: ['borrower', 'spouse'],
    });
    const portal = await client.data<{
      myPortal: {
        application: {
          signedPlanAgreement: { version: number; monthlyPaymentAmount: number; termInMonths: number };
        };
      };
    }>('{ myPortal { application { signedPlanAgreement { version monthlyPaymentAmount termInMonths } } } }');
    expect(portal.myPortal.application.signedPlanAgreement).toEqual({
      version: 1,
      monthlyPaymentAmount: 412.5,
      termInMonths: 48,
    });
    // The console shows both, each labelled.
    const tab = await lead.data<{
      planAgreements: {
        planState: string;
        signed: { version: number; status: string; monthlyPaymentAmount: number; termInMonths: number };
        proposed: { version: number; status: string; monthlyPaymentAmount: number; termInMonths: number };
      };
    }>(
      'query($id: ID!) { planAgreements(applicationId: $id) { planState signed { version status monthlyPaymentAmount termInMonths } proposed { version status monthlyPaymentAmount termInMonths } } }',
      { id: application.id },
    );
    expect(tab.planAgreements).toEqual({
      planState: 'toSign',
      signed: { version: 1, status: 'signed', monthlyPaymentAmount: 412.5, termInMonths: 48 },
      proposed: { version: 2, status: 'proposed', monthlyPaymentAmount: 999.99, termInMonths: 12 },
    });

    // A signature for terms not read is refused and keeps nothing.
    const stale = await client.gql(
      `mutation($input: SignContractInput!) { signContract(input: $input) { nextRoute } }`,
      {
        input: {
          applicationId: application.id,
          signedName: name,
          agreedToTerms: true,
          agreedToElectronicRecords: true,
          termsDigest: signedView.termsDigest,
        },
      },
    );
    expect(stale.body.errors?.[0]?.message).toBe(planTermsChanged);
    expect(await versions()).toHaveLength(1);

    // The borrower signs version 2; until the partner does too, version 1 stays in force.
    await signAsShown(client, application.id, { signedName: name });
    const halfway = await view();
    expect(halfway.signedPlanAgreement?.version).toBe(1);
    expect(halfway.proposedPlanAgreement).toMatchObject({ version: 2, signersLeft: ['spouse'] });
    // New terms again before the partner signs: version 2 is left unsigned, version 3 starts afresh.
    await lead.data(edit, { id: dmpId, amount: 500, term: 36 });
    expect((await view()).proposedPlanAgreement).toMatchObject({
      id: null,
      version: 3,
      monthlyPaymentAmount: 500,
      signersLeft: ['borrower', 'spouse'],
    });
    await signAsShown(client, application.id, { signedName: name });
    await signAsShown(client, application.id, { signer: 'spouse', signedName: 'Jorge Núñez' });
    const done = await view();
    expect(done.planState).toBe('signed');
    expect(done.signedPlanAgreement).toMatchObject({
      version: 3,
      monthlyPaymentAmount: 500,
      termInMonths: 36,
    });
    const all = await versions();
    expect(all.map((v) => [v.version, v.signedAt !== null]).sort()).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(stableJson(all.find((v) => v.version === 1)!.terms)).toBe(stableJson(signedV1.terms));
    const pdfs = await kept();
    expect(pdfs).toHaveLength(2);
    expect(pdfs).toContainEqual(pdfV1);
    // Each signer was mailed each signed version.
    const mails = await db.select().from(t.emailOutbox).where(eq(t.emailOutbox.template, 'signedAgreement'));
    for (const to of [email, spouseEmail]) expect(mails.filter((m) => m.to === to)).toHaveLength(2);

    // A change that is not a term (the plan ends) asks for no signature.
    await lead.data('mutation($id: ID) { updateDmpEnrollment(id: $id, active: false) { active } }', {
      id: dmpId,
    });
    expect((await view()).planState).toBe('signed');
  });

  it('gives the signed PDF to its borrower only', async () => {
    const { client, application, name } = await household(false);
    const other = await household(false);
    expect((await downloadAs(client)).status).toBe(404);
    await signAsShown(client, application.id, { signedName: name });
    expect((await downloadAs(client)).status).toBe(200);
    expect((await downloadAs(other.client)).status).toBe(404);
    expect((await downloadAs(lead)).status).toBe(403);
    expect((await downloadAs(null)).status).toBe(401);
  });
});
