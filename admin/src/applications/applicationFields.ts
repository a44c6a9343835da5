/*
 * Which of an application's fields each screen asks for, from one list: a list or an export asks for
 * nothing it does not show, and a field the grid gains reaches the borrower page too.
 */

/** The grid's rows. */
export const listedFields = [
  'id',
  'borrowerName',
  'type',
  'status',
  'routerLabel',
  'createdAt',
  'assignedToName',
  'hasOffers',
  'isEnrolledInAPlan',
  'borrowerLocalTime',
  'borrowerTimeZone',
  'callableNow',
  'notCallableReason',
  'callbackAt',
  'assignedTo',
];

/** A row of the export: the grid's, a call list's needs for a lead (e-mail and phone). */
export const exportedFields = (withContacts: boolean) => [
  ...listedFields,
  ...(withContacts ? ['borrowerEmail', 'borrowerPhoneNumber'] : []),
];
