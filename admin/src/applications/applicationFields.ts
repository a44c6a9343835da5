/*
 * Which of an application's fields each screen asks for, from one list: a list or an export asks for
 * nothing it does not show, and a field the grid gains reaches the borrower page too.
 */

/** A row of the summary or the queue as the export writes it: no more personal data than the screen. */
export const exportedFields = [
  'id',
  'borrowerName',
  'type',
  'status',
  'routerLabel',
  'createdAt',
  'assignedToName',
  'hasOffers',
  'isEnrolledInAPlan',
];

/** The grid's rows: the exported fields, the borrower's local time and who holds the claim. */
export const listedFields = [...exportedFields, 'borrowerLocalTime', 'callableNow', 'assignedTo'];
