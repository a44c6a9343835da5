import { agreementRequired, cleanText, type FormResult } from './formChecks';
import { invalid, required } from './messages';
import type { FieldErrors } from './planRules';

/* The signing page shows these in the reader's language, so they live where the page can import them. */
export const noPlanToSign =
  'There is no plan to sign yet. A counselor will prepare your plan with you first.';
export const planAlreadySigned = 'This plan is already signed.';

export const contractLabels = { signedName: 'Full name', agreedToTerms: 'I agree' } as const;

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
 * The plan agreement at /contract/sign: the borrower ticks the agreement and types their full name,
 * which must be the name on the application (first and last), so a signature names its signer.
 */
export function validateContractSignature(
  input: { signedName?: string | null; agreedToTerms?: boolean | null },
  borrower: { firstName: string | null; lastName: string | null },
) {
  const errors: FieldErrors = {};
  const signedName = cleanText(input.signedName);
  const expected = normalizedName(`${borrower.firstName ?? ''} ${borrower.lastName ?? ''}`);
  if (!signedName) errors.signedName = required(contractLabels.signedName);
  else if (signedName.length > 100 || normalizedName(signedName) !== expected)
    errors.signedName = invalid(contractLabels.signedName);
  if (input.agreedToTerms !== true) errors.agreedToTerms = agreementRequired;
  const values = { signedName, agreedToTerms: input.agreedToTerms === true };
  return { errors, warnings: {}, values } satisfies FormResult<typeof values>;
}
