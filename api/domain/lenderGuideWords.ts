/*
 * The lender guide's words in both languages, shared by the guide's page (the site's dictionaries
 * take them in) and its PDF (api/services/lenderGuidePdf.ts), so the printed and the downloaded guide
 * say the same.
 */
const en = {
  'offers.noOffers': 'There are currently no offers',
  'offers.tile.balance': 'Balance',
  'offers.tile.currentPayment': 'Current payment',
  'offers.tile.newPayment': 'New payment',
  'offers.summary.title': 'Your monthly financial summary',
  'offers.summary.monthlyIncome': 'Monthly income',
  'offers.summary.expenses': 'Expenses',
  'offers.summary.debtPayments': 'Debt payments',
  'offers.summary.debtPaymentsPlan': 'Credit card and other unsecured debt payments under the plan',
  'offers.summary.debtPaymentsToday': 'Credit card and other unsecured debt payments today',
  'offers.summary.securedNote': 'Mortgage, car and student loan payments are part of your expenses.',
  'offers.summary.disposableIncome': 'Disposable income',
  'offers.guide.lead': 'Keep this guide next to you when you call your creditors.',
  'offers.guide.leadDeclined':
    'We could not offer you a plan, but you can still ask your creditors for lower payments yourself. Keep this guide next to you when you call them.',
  'offers.guide.leadPlan':
    'Your plan is in place: each month we pay your creditors from your plan payment, so you do not need to call them about your payments. Keep this guide for when a creditor contacts you.',
  'offers.guide.debtsCaption': 'The debts you can ask about, with what you pay today',
  'offers.guide.planTitle': 'If a creditor contacts you',
  'offers.guide.plan1':
    'Tell them you are on a debt management plan with your credit counseling agency, and give them the counselor line on this guide.',
  'offers.guide.plan2':
    'Do not agree to a new payment or send money to a creditor yourself: your payments go through your plan.',
  'offers.guide.plan3': 'If a creditor says a payment did not arrive, call your counselor.',
  'offers.guide.keepTitle': 'What to keep',
  'offers.guide.keep1': 'Your signed plan agreement and this guide.',
  'offers.guide.keep2': 'Every letter or statement a creditor sends you: your counselor may ask for it.',
  'offers.guide.keep3': 'A note of who contacted you, when, and what they said.',
  'offers.guide.creditorsTitle': 'Your creditors',
  'offers.guide.pdfTitle': 'Guide to speaking with creditors',
  'offers.guide.sayTitle': 'What to say',
  'offers.guide.say1':
    'Give your name and account number, and say you are calling about your monthly payment.',
  'offers.guide.say2': 'Explain briefly what changed: a lost job, lower income, illness or other hardship.',
  'offers.guide.say3': 'Say the monthly payment you can afford, using the summary in this guide.',
  'offers.guide.askTitle': 'What to ask',
  'offers.guide.ask1': 'Can you lower my interest rate or my monthly payment?',
  'offers.guide.ask2': 'Can you waive late fees or over-limit fees?',
  'offers.guide.ask3': 'Will this change be reported to the credit bureaus?',
  'offers.guide.writeTitle': 'What to write down',
  'offers.guide.write1': 'The date and time of the call, and the name of the person you spoke with.',
  'offers.guide.write2': 'What they agreed to: the new payment, the interest rate and when it starts.',
  'offers.guide.write3': 'Any reference number, and ask for the agreement in writing.',
} as const;

export type LenderGuideWord = keyof typeof en;

const es: Record<LenderGuideWord, string> = {
  'offers.noOffers': 'Actualmente no hay ofertas',
  'offers.tile.balance': 'Saldo',
  'offers.tile.currentPayment': 'Pago actual',
  'offers.tile.newPayment': 'Pago nuevo',
  'offers.summary.title': 'Su resumen financiero mensual',
  'offers.summary.monthlyIncome': 'Ingresos mensuales',
  'offers.summary.expenses': 'Gastos',
  'offers.summary.debtPayments': 'Pagos de deudas',
  'offers.summary.debtPaymentsPlan': 'Pagos de tarjetas de crédito y otras deudas sin garantía con el plan',
  'offers.summary.debtPaymentsToday': 'Pagos de tarjetas de crédito y otras deudas sin garantía hoy',
  'offers.summary.securedNote':
    'Los pagos de hipoteca, auto y préstamos estudiantiles son parte de sus gastos.',
  'offers.summary.disposableIncome': 'Ingreso disponible',
  'offers.guide.lead': 'Tenga esta guía a mano cuando llame a sus acreedores.',
  'offers.guide.leadDeclined':
    'No pudimos ofrecerle un plan, pero aún puede pedir a sus acreedores pagos más bajos usted mismo. Tenga esta guía a mano cuando los llame.',
  'offers.guide.leadPlan':
    'Su plan está en marcha: cada mes pagamos a sus acreedores con el pago de su plan, así que no necesita llamarlos por sus pagos. Guarde esta guía para cuando un acreedor se comunique con usted.',
  'offers.guide.debtsCaption': 'Las deudas por las que puede preguntar, con lo que paga hoy',
  'offers.guide.planTitle': 'Si un acreedor se comunica con usted',
  'offers.guide.plan1':
    'Dígale que tiene un plan de manejo de deudas con su agencia de asesoría de crédito y dele la línea de consejería de esta guía.',
  'offers.guide.plan2':
    'No acepte un pago nuevo ni envíe dinero a un acreedor usted mismo: sus pagos se hacen a través de su plan.',
  'offers.guide.plan3': 'Si un acreedor dice que no recibió un pago, llame a su consejero.',
  'offers.guide.keepTitle': 'Qué guardar',
  'offers.guide.keep1': 'Su acuerdo de plan firmado y esta guía.',
  'offers.guide.keep2':
    'Toda carta o estado de cuenta que le envíe un acreedor: su consejero puede pedírselo.',
  'offers.guide.keep3': 'Una nota de quién se comunicó con usted, cuándo y qué le dijo.',
  'offers.guide.creditorsTitle': 'Sus acreedores',
  'offers.guide.pdfTitle': 'Guía para hablar con sus acreedores',
  'offers.guide.sayTitle': 'Qué decir',
  'offers.guide.say1': 'Dé su nombre y número de cuenta, y diga que llama por su pago mensual.',
  'offers.guide.say2':
    'Explique brevemente qué cambió: pérdida de empleo, menos ingresos, enfermedad u otra dificultad.',
  'offers.guide.say3': 'Diga el pago mensual que puede pagar, con el resumen de esta guía.',
  'offers.guide.askTitle': 'Qué preguntar',
  'offers.guide.ask1': '¿Pueden bajar mi tasa de interés o mi pago mensual?',
  'offers.guide.ask2': '¿Pueden eliminar los cargos por pago tardío o por exceder el límite?',
  'offers.guide.ask3': '¿Este cambio se informará a las agencias de crédito?',
  'offers.guide.writeTitle': 'Qué anotar',
  'offers.guide.write1': 'La fecha y la hora de la llamada, y el nombre de la persona con quien habló.',
  'offers.guide.write2': 'Lo que acordaron: el nuevo pago, la tasa de interés y cuándo empieza.',
  'offers.guide.write3': 'Cualquier número de referencia, y pida el acuerdo por escrito.',
};

export const lenderGuideWords = { en, es };

/** The summary's debt-payments row says which payments it counts (financialSummary.ts's basis). */
export function debtPaymentsLabel(
  basis: string | null | undefined,
): 'offers.summary.debtPayments' | 'offers.summary.debtPaymentsPlan' | 'offers.summary.debtPaymentsToday' {
  if (basis === 'plan') return 'offers.summary.debtPaymentsPlan';
  return basis === 'today' ? 'offers.summary.debtPaymentsToday' : 'offers.summary.debtPayments';
}

/** The guide's advice to a borrower who calls their creditors: each section's title and points. */
export const guideSections = [
  {
    title: 'offers.guide.sayTitle',
    points: ['offers.guide.say1', 'offers.guide.say2', 'offers.guide.say3'],
  },
  {
    title: 'offers.guide.askTitle',
    points: ['offers.guide.ask1', 'offers.guide.ask2', 'offers.guide.ask3'],
  },
  {
    title: 'offers.guide.writeTitle',
    points: ['offers.guide.write1', 'offers.guide.write2', 'offers.guide.write3'],
  },
] as const satisfies readonly { title: LenderGuideWord; points: readonly LenderGuideWord[] }[];

/**
 * A borrower on a plan does not call their creditors about payments (the agency pays them): their
 * guide says what to do when a creditor calls.
 */
export const planGuideSections = [
  {
    title: 'offers.guide.planTitle',
    points: ['offers.guide.plan1', 'offers.guide.plan2', 'offers.guide.plan3'],
  },
  {
    title: 'offers.guide.keepTitle',
    points: ['offers.guide.keep1', 'offers.guide.keep2', 'offers.guide.keep3'],
  },
] as const satisfies readonly { title: LenderGuideWord; points: readonly LenderGuideWord[] }[];

export type GuideReader = 'offer' | 'declined' | 'plan';

/** Whose guide it is, from where they stand (offerPages.ts's portalStanding). */
export const guideReaderOf = (standing: string | null | undefined): GuideReader =>
  standing === 'plan' ? 'plan' : standing === 'declined' ? 'declined' : 'offer';

export const guideLeads = {
  offer: 'offers.guide.lead',
  declined: 'offers.guide.leadDeclined',
  plan: 'offers.guide.leadPlan',
} as const satisfies Record<GuideReader, LenderGuideWord>;

export const guideSectionsFor = (reader: GuideReader) =>
  reader === 'plan' ? planGuideSections : guideSections;
