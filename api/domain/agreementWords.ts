/*
 * The plan agreement's words, in both languages: the signing page, the portal, the PDF and the
 * e-mail read them from here, so what a borrower reads before signing is what they keep. Which law
 * each part answers is docs/decisions/0107.
 */
const en = {
  'intro.credit':
    'This is the agreement for your debt management plan with {agency}, a nonprofit credit counseling agency. Each month you send {agency} one deposit; we pay the creditors listed below from it, as this plan sets out, and we work with them and with you until the plan ends.',
  'intro.rental':
    'This is the agreement for your rental relief plan with {agency}, a nonprofit credit counseling agency, as this plan sets out.',
  version: 'Version {version}',
  partiesTitle: 'Who this agreement is for',
  borrower: 'Borrower',
  spouse: 'Spouse or partner',
  addressOf: 'Address of {name}',
  depositTitle: 'Your monthly deposit',
  monthlyDeposit: 'Monthly deposit',
  toCreditors: 'Paid to your creditors each month',
  monthlyFee: 'Monthly fee to {agency}',
  setupFee: 'One-time setup fee to {agency} (with your first deposit)',
  deposits: 'Number of monthly deposits',
  firstDeposit: 'First deposit due',
  finalPayment: 'Estimated final payment',
  totalOwed: 'Total owed to the creditors in your plan',
  everyDollar: 'Every dollar of the {amount} paid toward your creditors each month goes to them.',
  noFees: '{agency} charges you no fee for this plan.',
  feesApart:
    'Our fees are shown apart above and are never taken from what your creditors receive: {monthly} a month and {setup} once.',
  creditorsTitle: 'Creditors in your plan',
  creditorsLead:
    'The rate under the plan is the concession we reasonably believe each creditor will offer on a debt management plan. Each creditor decides whether it accepts the plan; we will tell you if one does not. Each payment below is sent every month, from the first deposit to the final payment.',
  creditorTitle: '{name}',
  creditorTitleEnding: '{name}, account ending in {last4}',
  balance: 'Balance owed',
  currentApr: 'Current APR',
  currentPayment: 'Current monthly payment',
  planApr: 'APR under the plan',
  planPayment: 'Monthly payment under the plan',
  notReported: 'Not reported',
  leftOutTitle: 'Creditors not in your plan',
  leftOutLead:
    'These creditors on your credit report are not in this plan, and we will not pay them: keep paying them yourself.',
  leftOutNone: 'No other creditor with a balance on your credit report is left out of this plan.',
  leftOutItem: '{name}: {balance}. {reason}',
  leftOutItemEnding: '{name}, account ending in {last4}: {balance}. {reason}',
  'reason.closed': 'The account is closed.',
  'reason.accountType': 'A debt management plan does not include a {type}.',
  'reason.notOffered': 'No plan terms were offered for it.',
  'reason.notTakingPart': 'This creditor does not take part in our plans.',
  'type.AU': 'car loan',
  'type.CV': 'mortgage',
  'type.SM': 'second mortgage',
  'type.ST': 'student loan',
  'type.other': 'debt of this kind',
  fairShareTitle: 'Contributions from creditors ("fair share")',
  fairShare:
    'Creditors may choose to give {agency} a voluntary contribution, often called "fair share": usually a share of the payments we send them. It does not come out of your payments (each creditor is credited with every dollar we send it for you), and whether a creditor contributes does not change the plan we propose for you. Our counselors serve you and your creditors both: a plan must be one you can keep and one your creditors accept.',
  rentalPlanTitle: 'Your plan',
  plannedStart: 'Starts',
  plannedEnd: 'Ends',
  monthlyRent: 'Monthly rent under the plan',
  backRentDue: 'Monthly back rent due',
  assistance: 'Monthly rental assistance applied',
  feesTitle: 'Fees',
  notSet: 'Not set',
  cancelTitle: 'Your right to cancel',
  cancelSigned:
    'You may cancel this agreement, without any penalty or obligation, before midnight on {date}: the third business day after you signed it. To cancel, tell us in writing or call us at {phone}. If you cancel by then, we will refund all money you have already paid us. You may also end this agreement at any later time, but we are not required to refund fees you have paid us.',
  cancelProposed:
    'If you sign today, you may cancel this agreement, without any penalty or obligation, before midnight on {date}: the third business day after you sign it. To cancel, tell us in writing or call us at {phone}. If you cancel by then, we will refund all money you have already paid us. You may also end this agreement at any later time, but we are not required to refund fees you have paid us.',
  cancelUntil: 'Last day to cancel (before midnight)',
  contactTitle: 'How to reach us',
  agency: 'Agency',
  agencyPhone: 'Phone',
  counselorPhone: 'Certified counselor',
} as const;

export type AgreementWord = keyof typeof en;

const es: Record<AgreementWord, string> = {
  'intro.credit':
    'Este es el acuerdo de su plan de manejo de deudas con {agency}, una agencia de asesoría de crédito sin fines de lucro. Cada mes usted envía a {agency} un solo depósito; con él pagamos a los acreedores de la lista de abajo, como lo establece este plan, y trabajamos con ellos y con usted hasta que el plan termine.',
  'intro.rental':
    'Este es el acuerdo de su plan de alivio de renta con {agency}, una agencia de asesoría de crédito sin fines de lucro, como lo establece este plan.',
  version: 'Versión {version}',
  partiesTitle: 'Para quién es este acuerdo',
  borrower: 'Solicitante',
  spouse: 'Cónyuge o pareja',
  addressOf: 'Dirección de {name}',
  depositTitle: 'Su depósito mensual',
  monthlyDeposit: 'Depósito mensual',
  toCreditors: 'Pagado a sus acreedores cada mes',
  monthlyFee: 'Cargo mensual de {agency}',
  setupFee: 'Cargo único de apertura de {agency} (con su primer depósito)',
  deposits: 'Número de depósitos mensuales',
  firstDeposit: 'Primer depósito',
  finalPayment: 'Último pago estimado',
  totalOwed: 'Total que debe a los acreedores de su plan',
  everyDollar: 'Cada dólar de los {amount} que se pagan a sus acreedores cada mes va a ellos.',
  noFees: '{agency} no le cobra ningún cargo por este plan.',
  feesApart:
    'Nuestros cargos se muestran aparte arriba y nunca se descuentan de lo que reciben sus acreedores: {monthly} al mes y {setup} una sola vez.',
  creditorsTitle: 'Acreedores en su plan',
  creditorsLead:
    'La tasa con el plan es la concesión que razonablemente creemos que cada acreedor ofrecerá en un plan de manejo de deudas. Cada acreedor decide si acepta el plan; le avisaremos si alguno no lo acepta. Cada pago de abajo se envía todos los meses, desde el primer depósito hasta el último pago.',
  creditorTitle: '{name}',
  creditorTitleEnding: '{name}, cuenta que termina en {last4}',
  balance: 'Saldo que debe',
  currentApr: 'Tasa anual (APR) actual',
  currentPayment: 'Pago mensual actual',
  planApr: 'Tasa anual (APR) con el plan',
  planPayment: 'Pago mensual con el plan',
  notReported: 'No informada',
  leftOutTitle: 'Acreedores que no están en su plan',
  leftOutLead:
    'Estos acreedores de su informe de crédito no están en este plan y no les pagaremos: siga pagándoles usted.',
  leftOutNone: 'Ningún otro acreedor con saldo en su informe de crédito queda fuera de este plan.',
  leftOutItem: '{name}: {balance}. {reason}',
  leftOutItemEnding: '{name}, cuenta que termina en {last4}: {balance}. {reason}',
  'reason.closed': 'La cuenta está cerrada.',
  'reason.accountType': 'Un plan de manejo de deudas no incluye un {type}.',
  'reason.notOffered': 'No se ofrecieron condiciones de plan para ella.',
  'reason.notTakingPart': 'Este acreedor no participa en nuestros planes.',
  'type.AU': 'préstamo de auto',
  'type.CV': 'préstamo hipotecario',
  'type.SM': 'segundo préstamo hipotecario',
  'type.ST': 'préstamo estudiantil',
  'type.other': 'deuda de este tipo',
  fairShareTitle: 'Contribuciones de los acreedores ("fair share")',
  fairShare:
    'Los acreedores pueden decidir dar a {agency} una contribución voluntaria, a menudo llamada "fair share": por lo general, una parte de los pagos que les enviamos. No sale de sus pagos (a cada acreedor se le acredita cada dólar que le enviamos por usted), y que un acreedor contribuya o no, no cambia el plan que le proponemos. Nuestros consejeros le sirven a usted y a sus acreedores a la vez: un plan debe ser uno que usted pueda cumplir y que sus acreedores acepten.',
  rentalPlanTitle: 'Su plan',
  plannedStart: 'Empieza',
  plannedEnd: 'Termina',
  monthlyRent: 'Renta mensual con el plan',
  backRentDue: 'Renta atrasada mensual a pagar',
  assistance: 'Asistencia de renta mensual aplicada',
  feesTitle: 'Cargos',
  notSet: 'Sin fijar',
  cancelTitle: 'Su derecho a cancelar',
  cancelSigned:
    'Puede cancelar este acuerdo, sin ninguna multa ni obligación, antes de la medianoche del {date}: el tercer día hábil después de que lo firmó. Para cancelar, avísenos por escrito o llámenos al {phone}. Si cancela en ese plazo, le devolveremos todo el dinero que ya nos haya pagado. También puede terminar este acuerdo en cualquier momento después, pero no estamos obligados a devolverle los cargos que nos haya pagado.',
  cancelProposed:
    'Si firma hoy, puede cancelar este acuerdo, sin ninguna multa ni obligación, antes de la medianoche del {date}: el tercer día hábil después de firmarlo. Para cancelar, avísenos por escrito o llámenos al {phone}. Si cancela en ese plazo, le devolveremos todo el dinero que ya nos haya pagado. También puede terminar este acuerdo en cualquier momento después, pero no estamos obligados a devolverle los cargos que nos haya pagado.',
  cancelUntil: 'Último día para cancelar (antes de la medianoche)',
  contactTitle: 'Cómo comunicarse con nosotros',
  agency: 'Agencia',
  agencyPhone: 'Teléfono',
  counselorPhone: 'Consejero certificado',
};

export const agreementWords = { en, es } as const;

/** A word in the reader's language with its {placeholders} filled. */
export function agreementWord(
  language: 'en' | 'es',
  word: AgreementWord,
  values: Record<string, string | number> = {},
): string {
  return agreementWords[language][word].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
