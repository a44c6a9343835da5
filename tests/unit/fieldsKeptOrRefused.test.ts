import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmailChange } from '../../api/domain/accountForms';
import {
  applicationLabels,
  validateAboutYou,
  validateComment,
  validateCreditHistory,
  validateExpenseLine,
  validateMonthlyIncome,
  validateOtherDebtTotal,
  validateReasonForNotConnecting,
  validateRentalInformation,
} from '../../api/domain/applicationForms';
import { borrowerLabels } from '../../api/domain/borrowerRules';
import { contractLabels, validateContractSignature } from '../../api/domain/contractSignature';
import { maskDateOfBirth } from '../../api/domain/dateOfBirth';
import { fromFormDate } from '../../api/domain/dates';
import { fieldReasons } from '../../api/domain/fieldReasons';
import { typedDollars } from '../../api/domain/moneyInput';
import { checkUserInformation } from '../../api/domain/userInformation';
import { validateAddressCorrection, validateYourContact } from '../../api/domain/yourContactForm';

/*
 * Every field a borrower types in (issue 41): whatever is typed is either kept exactly — text as typed
 * (outer spaces aside), an amount as the exact cents typed, a date as the day typed — or refused with a
 * message that says why. A bare "… is invalid" is no reason; "… is required" is one only when nothing
 * (or, for an amount, nothing but 0) was typed. The date box's mask is part of the field: it may add
 * dashes and a leading 0, never drop or change a digit.
 */

const today = '2026-06-30';
type Kind = 'text' | 'money' | 'date';
interface Outcome {
  error: string | undefined;
  kept: unknown;
}
interface TypedField {
  form: string;
  /** The field's key in its form's labels (applicationLabels, borrowerLabels, contractLabels). */
  field: string;
  kind: Kind;
  typed: fc.Arbitrary<string>;
  enter: (typed: string) => Outcome;
  /** What the refusal must name besides its reason (the signature's name on file). */
  names?: string;
}

const issueExamples = [
  '',
  '   ',
  'Luis Ortega',
  'Luis Ortega Ruiz',
  'José Ñúñez-Ávila',
  'ana@btinternet.co.uk',
  'luis@hotmail.com.mx',
  'ana@example.com',
  '3/14/1981',
  '03-14-1981',
  '14/03/1981',
  '312 555 2368',
  '312-555-2368',
  '$1,450.50',
  '1,45',
  '123456',
  '16000',
  '0',
  '-5',
  '1e3',
  '60601\u202E',
  'a\u0000b',
  'x'.repeat(41),
  'x'.repeat(101),
  'x'.repeat(246),
];

const anyText = fc.oneof(
  fc.constantFrom(...issueExamples),
  fc.string({ maxLength: 260 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const digitText = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const moneyText = fc.oneof(
  anyText,
  digitText(1, 16),
  fc
    .tuple(fc.nat({ max: 99_999_999 }), fc.nat({ max: 99 }), fc.boolean())
    .map(([dollars, cents, grouped]) => {
      const whole = grouped ? dollars.toLocaleString('en-US') : String(dollars);
      return `$${whole}.${String(cents).padStart(2, '0')}`;
    }),
);
const phoneText = fc.oneof(
  anyText,
  digitText(7, 12),
  fc.tuple(digitText(3, 3), digitText(3, 3), digitText(4, 4)).map((parts) => parts.join('-')),
);
const zipText = fc.oneof(anyText, digitText(3, 7));
const emailText = fc.oneof(
  anyText,
  fc.emailAddress(),
  fc.tuple(fc.emailAddress(), fc.constantFrom('.co.uk', '.com.mx', '.de', '')).map(([a, b]) => a + b),
);
const dateText = fc.oneof(
  anyText,
  digitText(1, 10),
  fc
    .tuple(
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 1880, max: 2030 }),
      fc.constantFrom('/', '-', '.'),
      fc.boolean(),
    )
    .map(([m, d, y, sep, pad]) => {
      const two = (n: number) => (pad ? String(n).padStart(2, '0') : String(n));
      return `${two(m)}${sep}${two(d)}${sep}${y}`;
    }),
);

const aboutYou = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phoneNumber: '512-555-0100',
  agreedToTerms: true,
};
const address = {
  addressLine1: '12 Elm Street',
  addressLine2: null,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
};
const spouse = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  dateOfBirth: '05-02-1983',
  sameAddressAsBorrower: false,
  ...address,
  consentForCreditInquiry: true,
};
const contact = {
  ...address,
  dateOfBirth: '03-14-1981',
  preferredLanguage: 'en',
  consentForCreditInquiry: true,
  spouse,
};
const creditHistory = {
  hasSpouse: false,
  hasDependents: false,
  isHomeowner: false,
  isCarOwner: false,
  hasBackRent: false,
  monthlyRentOrMortgageAmount: '1200',
};
const rental = {
  hasBackRent: true,
  backRentAmount: '500',
  monthlyRentPayment: '1200',
  hasReceivedRentalSupportInPast: false,
  hasUsedCreditCardToPayRent: false,
  numberOfPeopleLivingWithBorrower: 2,
};
const signer = { firstName: 'Luis', lastName: 'Ortega Ruiz' };

const typedBy = (kind: 'text' | 'email' | 'phone' | 'zip') =>
  ({ text: anyText, email: emailText, phone: phoneText, zip: zipText })[kind];

const aboutYouFields = (['firstName', 'lastName', 'email', 'phoneNumber'] as const).map(
  (field): TypedField => ({
    form: 'About you',
    field,
    kind: 'text',
    typed: typedBy(field === 'email' ? 'email' : field === 'phoneNumber' ? 'phone' : 'text'),
    enter: (typed) => {
      const result = validateAboutYou({ ...aboutYou, [field]: typed }, today);
      return { error: result.errors[field], kept: result.values[field] };
    },
  }),
);

const addressFieldNames = ['addressLine1', 'addressLine2', 'city', 'zipCode'] as const;

const yourContactFields: TypedField[] = [
  ...addressFieldNames.map((field): TypedField => ({
    form: 'Your contact',
    field,
    kind: 'text',
    typed: typedBy(field === 'zipCode' ? 'zip' : 'text'),
    enter: (typed) => {
      const result = validateYourContact({ ...contact, [field]: typed }, { today, hasSpouse: true });
      return { error: result.errors[field], kept: result.values[field] };
    },
  })),
  {
    form: 'Your contact',
    field: 'dateOfBirth',
    kind: 'date',
    typed: dateText,
    enter: (typed) => {
      const result = validateYourContact(
        { ...contact, dateOfBirth: maskDateOfBirth(typed) },
        { today, hasSpouse: true },
      );
      return { error: result.errors.dateOfBirth, kept: result.values.dateOfBirth };
    },
  },
  ...(['firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth', ...addressFieldNames] as const).map(
    (field): TypedField => ({
      form: "Your contact, the spouse's block",
      field,
      kind: field === 'dateOfBirth' ? 'date' : 'text',
      typed:
        field === 'dateOfBirth'
          ? dateText
          : typedBy(
              field === 'email'
                ? 'email'
                : field === 'phoneNumber'
                  ? 'phone'
                  : field === 'zipCode'
                    ? 'zip'
                    : 'text',
            ),
      enter: (typed) => {
        const value = field === 'dateOfBirth' ? maskDateOfBirth(typed) : typed;
        const result = validateYourContact(
          { ...contact, spouse: { ...spouse, [field]: value } },
          { today, hasSpouse: true },
        );
        return { error: result.errors[`spouse.${field}`], kept: result.values.spouse?.[field] };
      },
    }),
  ),
  ...addressFieldNames.map((field): TypedField => ({
    form: 'Your contact, the address corrected',
    field,
    kind: 'text',
    typed: typedBy(field === 'zipCode' ? 'zip' : 'text'),
    enter: (typed) => {
      const result = validateAddressCorrection({ ...address, [field]: typed });
      return { error: result.errors[field], kept: result.values[field] };
    },
  })),
];

const money = (
  form: string,
  field: keyof typeof applicationLabels,
  enter: (typed: string) => Outcome,
): TypedField => ({ form, field, kind: 'money', typed: moneyText, enter });

const applicationFields: TypedField[] = [
  money('Credit history', 'monthlyRentOrMortgageAmount', (typed) => {
    const result = validateCreditHistory({ ...creditHistory, monthlyRentOrMortgageAmount: typed });
    return {
      error: result.errors.monthlyRentOrMortgageAmount,
      kept: result.values.monthlyRentOrMortgageAmount,
    };
  }),
  ...(['backRentAmount', 'monthlyRentPayment'] as const).map((field) =>
    money('Rental information', field, (typed) => {
      const result = validateRentalInformation({ ...rental, [field]: typed });
      return { error: result.errors[field], kept: result.values[field] };
    }),
  ),
  money('Monthly income', 'selfReportedMonthlyCurrentIncome', (typed) => {
    const result = validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: typed });
    return {
      error: result.errors.selfReportedMonthlyCurrentIncome,
      kept: result.values.selfReportedMonthlyCurrentIncome,
    };
  }),
  ...['food', 'utilities', 'housing'].map((category) =>
    money(`Expenses, a ${category} line`, 'value', (typed) => {
      const result = validateExpenseLine(typed, category);
      return { error: result.errors.value, kept: result.values.value };
    }),
  ),
  money('Expenses, an other debt', 'totalDebtAmount', (typed) => {
    const result = validateOtherDebtTotal(typed);
    return { error: result.errors.totalDebtAmount, kept: result.values.totalDebtAmount };
  }),
  {
    form: 'Reason for not connecting',
    field: 'otherReason',
    kind: 'text',
    typed: anyText,
    enter: (typed) => {
      const result = validateReasonForNotConnecting({ reason: 'Other', otherReason: typed });
      return { error: result.errors.otherReason, kept: result.values.otherReason };
    },
  },
  {
    form: 'The comment box',
    field: 'comment',
    kind: 'text',
    typed: anyText,
    enter: (typed) => {
      const result = validateComment(typed);
      return { error: result.errors.comment, kept: result.values.comment };
    },
  },
];

const portalFields: TypedField[] = [
  ...(['firstName', 'lastName', 'phoneNumber'] as const).map((field): TypedField => ({
    form: 'Confirm your information',
    field,
    kind: 'text',
    typed: typedBy(field === 'phoneNumber' ? 'phone' : 'text'),
    enter: (typed) => {
      const result = checkUserInformation(
        { firstName: 'Luis', lastName: 'Ortega', phoneNumber: '512-555-0100', [field]: typed },
        true,
      );
      return { error: result.errors[field], kept: result.values[field] };
    },
  })),
  {
    form: 'Change e-mail',
    field: 'email',
    kind: 'text',
    typed: emailText,
    enter: (typed) => {
      const outcome = checkEmailChange({ newEmail: typed, confirmEmail: typed });
      const label = borrowerLabels.email;
      const error =
        outcome.newEmail === 'required'
          ? `${label} is required`
          : outcome.newEmail === 'invalid'
            ? `${label} is invalid${outcome.newEmailReason ? `: ${fieldReasons[outcome.newEmailReason]}` : ''}`
            : undefined;
      // What the form sends is what was typed, outer spaces aside (ChangeEmailForm).
      return { error, kept: error ? null : typed.trim() };
    },
  },
  {
    form: 'Sign the plan',
    field: 'signedName',
    kind: 'text',
    typed: fc.oneof(
      anyText,
      fc.constantFrom('luis ortega ruiz', '  Luis   Ortega Ruiz ', 'LUIS ORTEGA RUÍZ', 'Luis Ortega'),
    ),
    names: 'Luis Ortega Ruiz',
    enter: (typed) => {
      const result = validateContractSignature(
        { signedName: typed, agreedToTerms: true, agreedToElectronicRecords: true },
        signer,
      );
      return { error: result.errors.signedName, kept: result.values.signedName };
    },
  },
];

const typedFields = [...aboutYouFields, ...yourContactFields, ...applicationFields, ...portalFields];

/** The fields a borrower chooses (boxes, lists, yes/no) rather than types: outside this property. */
const chosen = new Set([
  'state',
  'preferredLanguage',
  'hasSpouse',
  'hasDependents',
  'numberOfDependentsInHousehold',
  'isHomeowner',
  'hasMortgageEscrow',
  'isCarOwner',
  'hasBackRent',
  'hasServedInMilitary',
  'kindOfRelief',
  'hasReceivedRentalSupportInPast',
  'hasUsedCreditCardToPayRent',
  'numberOfPeopleLivingWithBorrower',
  'race',
  'ethnicity',
  'reasonForNotConnectingBank',
  'agreedToTerms',
  'agreedToElectronicRecords',
]);

/** Why the message refuses what was typed, or what is wrong with the message. */
function problemWith(message: string, typed: string, field: TypedField): string | null {
  if (!message.trim()) return 'an empty message';
  if (/^[^:]* is invalid\.?$/.test(message)) return `a bare refusal: "${message}"`;
  if (/ is required$/.test(message)) {
    // The date box shows only what its mask keeps (digits and dashes): that is what was typed into it.
    const shown = field.kind === 'date' ? maskDateOfBirth(typed) : typed;
    const nothing = shown.trim() === '' || (field.kind === 'money' && typedDollars(typed) === 0);
    return nothing ? null : `"${message}" for something typed`;
  }
  if (field.names && !message.includes(field.names)) return `"${message}" does not say what to type`;
  return null;
}

/** What keeping the typed value exactly means for the field's kind. */
function keptAsTyped(kind: Kind, typed: string): unknown {
  if (kind === 'money') return typedDollars(typed);
  if (kind === 'date') return fromFormDate(maskDateOfBirth(typed).trim()) ?? null;
  return typed.trim() === '' ? null : typed.trim();
}

describe('every field a borrower types in: what was typed is kept exactly or refused with the reason', () => {
  it('covers every field the forms label, but the ones chosen from a list', () => {
    const covered = new Set(typedFields.map((field) => field.field));
    const labelled = [
      ...Object.keys(applicationLabels),
      ...Object.keys(borrowerLabels),
      ...Object.keys(contractLabels),
    ];
    expect(labelled.filter((field) => !covered.has(field) && !chosen.has(field))).toEqual([]);
  });

  for (const field of typedFields) {
    it(`${field.form}: ${field.field}`, () => {
      fc.assert(
        fc.property(field.typed, (typed) => {
          const { error, kept } = field.enter(typed);
          if (error !== undefined) {
            const problem = problemWith(error, typed, field);
            if (problem) throw new Error(`${JSON.stringify(typed)} is refused with ${problem}`);
            return;
          }
          expect(kept ?? null).toEqual(keptAsTyped(field.kind, typed));
        }),
        { numRuns: 300 },
      );
    });
  }

  it('the date box adds dashes and a leading 0, and never drops or changes a digit', () => {
    fc.assert(
      fc.property(dateText, (typed) => {
        const digitsTyped = typed.replace(/\D/g, '');
        const digitsKept = maskDateOfBirth(typed).replace(/\D/g, '');
        // Only zeros are added (a one-digit month or day padded), and each typed digit stays in order.
        let at = 0;
        for (const digit of digitsKept) if (digit === digitsTyped[at]) at += 1;
        expect(at).toBe(digitsTyped.length);
        expect(digitsKept.replace(/0/g, '')).toBe(digitsTyped.replace(/0/g, ''));
      }),
    );
    expect(maskDateOfBirth('3/14/1981')).toBe('03-14-1981');
  });
});
