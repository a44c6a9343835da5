/** The spec's validation wording, in one place (borrower-application §5, service-portal §5). */
export const required = (label: string) => `${label} is required`;
export const invalid = (label: string) => `${label} is invalid`;
export const selectAtLeastOneFilter = 'Please select at least one filter';
export const saveDmpFailed = 'There was a problem saving the DMP information. Please try again.';
export const saveRentalPlanFailed =
  'There was a problem saving the Rental Relief plan information. Please try again.';
export const incorrectUsernameOrPassword = 'Incorrect Username or Password';
