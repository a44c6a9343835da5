/*
 * The words only the PDFs print (the lender guide's header, the signed plan agreement), in both
 * languages. The guide's body shares the site's words (lenderGuideWords.ts); the agreement repeats the
 * signing page's figures and the E-SIGN consent each signer gave there.
 */
const en = {
  'pdf.preparedBy': 'Prepared by {agency} on {date}',
  'pdf.counselorLine': 'Questions? Call a certified counselor at {phone}.',
  'pdf.accountEnding': 'Account ending in {last4}',
  'agreement.title': 'Your signed plan agreement',
  'agreement.dmp': 'Debt management plan',
  'agreement.rental': 'Rental relief plan',
  'agreement.borrower': 'Borrower',
  'agreement.spouse': 'Spouse or partner',
  'agreement.terms':
    'Each person who signed below read this plan and agreed to it by ticking "I have read my plan and I agree to it" and typing their full name on {agency}\'s website.',
  'agreement.signaturesTitle': 'Signatures',
  'agreement.signedAs': 'Signed as',
  'agreement.signedAt': 'Signed on',
  'agreement.consent': 'Agreed to electronic records and signatures',
  'agreement.consentValue': 'Yes, disclosure of {version}, on {date}',
  'agreement.paperTitle': 'Your rights',
  'agreement.paper':
    'You may have this agreement on paper at no cost, and you may withdraw your consent to electronic records at any time: call {phone}. Withdrawing your consent does not cancel the plan.',
} as const;

export type PdfWord = keyof typeof en;

const es: Record<PdfWord, string> = {
  'pdf.preparedBy': 'Preparado por {agency} el {date}',
  'pdf.counselorLine': '¿Preguntas? Llame a un consejero certificado al {phone}.',
  'pdf.accountEnding': 'Cuenta que termina en {last4}',
  'agreement.title': 'Su acuerdo de plan firmado',
  'agreement.dmp': 'Plan de manejo de deudas',
  'agreement.rental': 'Plan de alivio de renta',
  'agreement.borrower': 'Solicitante',
  'agreement.spouse': 'Cónyuge o pareja',
  'agreement.terms':
    'Cada persona que firmó abajo leyó este plan y lo aceptó al marcar "He leído mi plan y estoy de acuerdo" y escribir su nombre completo en el sitio web de {agency}.',
  'agreement.signaturesTitle': 'Firmas',
  'agreement.signedAs': 'Firmado como',
  'agreement.signedAt': 'Firmado el',
  'agreement.consent': 'Aceptó documentos y firmas electrónicos',
  'agreement.consentValue': 'Sí, divulgación del {version}, el {date}',
  'agreement.paperTitle': 'Sus derechos',
  'agreement.paper':
    'Puede recibir este acuerdo en papel sin costo y puede retirar su consentimiento a los documentos electrónicos en cualquier momento: llame al {phone}. Retirar su consentimiento no cancela el plan.',
};

export const pdfWords = { en, es } as const;

/** A word with its {placeholders} filled. */
export function pdfWord(language: 'en' | 'es', word: PdfWord, values: Record<string, string | number> = {}) {
  return pdfWords[language][word].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
