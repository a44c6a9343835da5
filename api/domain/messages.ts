/** The spec's validation wording, in one place (borrower-application §5, service-portal §5). */
export const required = (label: string) => `${label} is required`;
export const invalid = (label: string) => `${label} is invalid`;
/** '… is invalid' with the rule it breaks, so the reader knows what to type instead. */
export const invalidBecause = (label: string, rule: string) => `${invalid(label)}: ${rule}`;
/** Money that is not an amount ('1,45', '-5'): said with an example of what is (api/domain/moneyInput.ts). */
export const moneyMalformed = (label: string) => `${label} is invalid: type an amount like 1,450.50`;
/** Money above its field's limit; `largest` as the page writes it ('$999,999.99'). */
export const moneyTooLarge = (label: string, largest: string) =>
  `${label} is invalid: it can be at most ${largest}`;
export const selectAtLeastOneFilter = 'Please select at least one filter';
/** A borrower's step not saved (borrower-application §8): what to do, and nothing of why. */
export const genericSaveError = 'There was a problem saving your information. Please try again.';
export const saveDmpFailed = 'There was a problem saving the DMP information. Please try again.';
export const saveRentalPlanFailed =
  'There was a problem saving the Rental Relief plan information. Please try again.';
export const incorrectUsernameOrPassword = 'Incorrect Username or Password';
export const tooManyAttempts = 'Too many attempts. Please wait a few minutes and try again.';
export const tooManyPhoneChecks = 'Too many phone number checks. Please wait a few minutes and try again.';
export const tooManyApplications =
  'Too many applications were started from this connection. Please wait a few minutes and try again.';
export const emailTaken =
  'An account with the given email address already exists. Please use a different email address.';

/* Account flows (service-portal §4, §8). */
export const codeMismatch =
  'The supplied verification code is old. Please check your e-mail for the newest verification code.';
export const codeExpired =
  'The supplied verification code has expired. Please check your e-mail for the newest verification code.';
export const updateAccountFailed = 'There was a problem updating your account. Please try again.';
export const passwordResetSucceeded =
  'Password successfully reset. Please sign in with your new credentials.';
export const emailChangeSucceeded = 'The email has been updated. Please login with your new credentials.';
export const currentPasswordIncorrect = 'The current password is incorrect.';
export const passwordChangeRequired = 'You must set a new password first.';
export const emailsDoNotMatch = 'The emails do not match.';
/* A confirmed change of e-mail (docs/decisions/0128-a-confirmed-change-of-e-mail.md). */
export const sameEmail = 'This is already the email you sign in with.';
export const emailChangeLinkExpired =
  'This link to confirm your new email has expired. Please sign in and change your email again.';
export const emailChangeLinkUsed =
  'This link was already used: your email has been changed. Please sign in with your new email.';
export const emailChangeLinkUnknown =
  'This link is not valid. If you asked to change your email more than once, use the link in the newest email.';
/** About you never changes the sign-in address: that is what Change e-mail is for (issue 19). */
export const useChangeEmail = 'To change the e-mail you sign in with, please use Change e-mail.';

/* Claiming and taking over an application (service-portal §4, Claiming). */
export const alreadyClaimedByYou = 'You have already claimed this application.';
export const claimedByAnother = 'Another representative has already claimed this application.';
export const takenOverMeanwhile = 'Another representative has taken over this application meanwhile.';
export const noLongerClaimed = 'This application is no longer claimed. Please claim it instead.';
export const notClaimed = 'This application is not claimed.';
/** An Unclaim from a stale screen: the claim moved to another rep meanwhile. */
export const unclaimRefused = (holder: string) =>
  `${holder} holds this application now: it is no longer yours to unclaim.`;
