import { refusedBecause } from './fieldReasons';
import { agreementRequired, cleanText, type FormResult } from './formChecks';
import { required } from './messages';
import type { FieldErrors } from './planRules';

/* The signing page shows these in the reader's language, so they live where the page can import them. */
export const noPlanToSign =
  'There is no plan to sign yet. A counselor will prepare your plan with you first.';
export const planAlreadySigned = 'This plan is already signed.';
/** The terms read are not the plan's any more (a counselor changed them meanwhile): read them again. */
export const planTermsChanged =
  'Your plan changed while you were reading it. Please read the new terms, then sign.';
export const borrowerSignsFirst = 'The borrower signs the plan first.';
export const noSpouseToSign = 'This application has no spouse or partner to sign.';
/** The E-SIGN Act asks for consent before an electronic record stands for paper (15 U.S.C. 7001(c)). */
export const esignConsentRequired =
  'Please agree to receive and sign your plan electronically, or call us for a paper copy.';

/**
 * The E-SIGN consent disclosure's version, recorded with each consent. Change it whenever the
 * disclosure's words change (site dictionaries, 'offers.esign.*'), so a record says which one was read.
 */
export const esignDisclosureVersion = '2026-11-25';

/** Who signs, in the order they sign: the borrower, then their spouse or partner when there is one. */
export const signerOrder = ['borrower', 'spouse'] as const;
export type Signer = (typeof signerOrder)[number];

export const isSigner = (value: string): value is Signer =>
  (signerOrder as readonly string[]).includes(value);

/** The signers a plan needs, in the order they sign. */
export function signersOf(application: {
  hasSpouse: boolean | null;
  applicationSpouseId: string | null;
}): Signer[] {
  return application.hasSpouse && application.applicationSpouseId ? [...signerOrder] : ['borrower'];
}

/** The next signer, or null once every signer has signed. */
export function nextSigner(required: Signer[], signed: { signer: string }[]): Signer | null {
  return required.find((signer) => !signed.some((s) => s.signer === signer)) ?? null;
}

export const contractLabels = {
  signedName: 'Full name',
  agreedToTerms: 'I agree',
  agreedToElectronicRecords: 'I agree to electronic records',
} as const;

/** Case, spacing and accents do not count: "jose  garcia" signs for José García. */
export function normalizedName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The plan agreement at /contract/sign: the signer agrees to electronic records (the E-SIGN
 * disclosure), ticks the agreement and types their full name, which must be their name on the
 * application (first and last), so a signature names its signer.
 */
export function validateContractSignature(
  input: {
    signedName?: string | null;
    agreedToTerms?: boolean | null;
    agreedToElectronicRecords?: boolean | null;
  },
  signer: { firstName: string | null; lastName: string | null },
) {
  const errors: FieldErrors = {};
  if (input.agreedToElectronicRecords !== true) errors.agreedToElectronicRecords = esignConsentRequired;
  const signedName = cleanText(input.signedName);
  const expected = normalizedName(`${signer.firstName ?? ''} ${signer.lastName ?? ''}`);
  // A signature names its signer: the name on the application, case, spacing and accents aside. A
  // refusal says exactly what to type ("Luis Ortega" for "Luis Ortega Ruiz" is told the whole name).
  const onFile = `${signer.firstName ?? ''} ${signer.lastName ?? ''}`.replace(/\s+/g, ' ').trim();
  if (!signedName) errors.signedName = required(contractLabels.signedName);
  else if (signedName.length > 100 || normalizedName(signedName) !== expected)
    errors.signedName = refusedBecause(contractLabels.signedName, 'signedName', { name: onFile });
  if (input.agreedToTerms !== true) errors.agreedToTerms = agreementRequired;
  const values = {
    signedName,
    agreedToTerms: input.agreedToTerms === true,
    agreedToElectronicRecords: input.agreedToElectronicRecords === true,
  };
  return { errors, warnings: {}, values } satisfies FormResult<typeof values>;
}
