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

/** The guide's advice: each section's title and points. */
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
