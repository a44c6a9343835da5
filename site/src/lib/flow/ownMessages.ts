/*
 * The application's fields that are not questions, by the key of their label: each has its own
 * required and invalid sentences in the dictionaries (`<label key>.required`, `.invalid`), because
 * Spanish agrees them with the noun ('La ciudad es obligatoria', 'El nombre es obligatorio').
 * Questions need none: 'Please answer: {label}' reads well with any of them.
 */
export const ownMessageLabelKeys = [
  'application.field.firstName',
  'application.field.lastName',
  'application.field.email',
  'application.field.phoneNumber',
  'application.field.addressLine1',
  'application.field.addressLine2',
  'application.field.city',
  'application.field.state',
  'application.field.zipCode',
  'application.field.dateOfBirth',
  'application.field.preferredLanguage',
  'application.yourContact.sameAddress',
  'application.monthlyIncome.field',
  'application.reason.field',
  'application.reason.otherField',
] as const;

type LabelKey = (typeof ownMessageLabelKeys)[number];

export const ownMessageKeys = ownMessageLabelKeys.flatMap(
  (key) => [`${key}.required`, `${key}.invalid`] as const,
) as readonly (`${LabelKey}.required` | `${LabelKey}.invalid`)[];

/**
 * The own messages by the label as the page shows it (localizeErrors' `own`), also with the
 * '(optional)' a spouse's e-mail and phone carry.
 */
export function ownMessages(
  strings: Record<LabelKey | (typeof ownMessageKeys)[number] | 'form.optional', string>,
): Record<string, { required: string; invalid: string }> {
  return Object.fromEntries(
    ownMessageLabelKeys.flatMap((key) => {
      const messages = { required: strings[`${key}.required`], invalid: strings[`${key}.invalid`] };
      return [
        [strings[key], messages],
        [`${strings[key]} ${strings['form.optional']}`, messages],
      ];
    }),
  );
}
