import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hardshipKeys, raceValues, reasonsForNotConnecting } from '../../api/domain/applicationOptions';
import {
  validateAboutYou,
  validateComment,
  validateCreditHistory,
  validateExpenseLine,
  validateLifeEvents,
  validateMonthlyIncome,
  validatePersonalInformation,
  validateReasonForNotConnecting,
  validateRentalInformation,
} from '../../api/domain/applicationForms';

const today = '2025-06-30';
const aboutYou = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phoneNumber: '512-555-0100',
  agreedToTerms: true,
};

describe('About you', () => {
  it('accepts a complete form and trims the text', () => {
    const result = validateAboutYou({ ...aboutYou, firstName: '  Maria ' }, today);
    expect(result.errors).toEqual({});
    expect(result.values.firstName).toBe('Maria');
  });

  it('requires every field, in on-screen order, with the spec’s messages', () => {
    const result = validateAboutYou({ firstName: ' ', agreedToTerms: false }, today);
    expect(result.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phoneNumber: 'Phone is required',
      agreedToTerms: 'agreement required',
    });
    expect(Object.keys(result.errors)[0]).toBe('firstName');
  });

  it('allows names of 40 characters, not 41', () => {
    expect(validateAboutYou({ ...aboutYou, lastName: 'x'.repeat(40) }, today).errors).toEqual({});
    expect(validateAboutYou({ ...aboutYou, lastName: 'x'.repeat(41) }, today).errors).toEqual({
      lastName: 'Last name is invalid: type at most 40 characters',
    });
  });

  it('checks the email ending and the phone pattern', () => {
    const result = validateAboutYou(
      { ...aboutYou, email: 'maria@example.co', phoneNumber: '5125550100' },
      today,
    );
    expect(result.errors).toEqual({
      email:
        'Email is invalid: we can take only an address ending in .com, .net, .org, .edu, .gov, .mil, .us, .biz, .info or .name',
      phoneNumber: 'Phone is invalid: type the 10 digits of a US number, like 312-555-2368',
    });
    expect(validateAboutYou({ ...aboutYou, email: 'MARIA@EXAMPLE.ORG' }, today).errors).toEqual({});
  });

  it('puts the first invalid field first whichever rule caught it', () => {
    const result = validateAboutYou({ ...aboutYou, firstName: 'x'.repeat(41), lastName: '' }, today);
    expect(Object.keys(result.errors)).toEqual(['firstName', 'lastName']);
  });
});

describe('Life events', () => {
  it('takes a kind of relief from the spec list only, and none at all', () => {
    expect(validateLifeEvents({ kindOfRelief: 'Bankruptcy guide' }).values.kindOfRelief).toBe(
      'Bankruptcy guide',
    );
    expect(validateLifeEvents({}).errors).toEqual({});
    expect(validateLifeEvents({ kindOfRelief: 'Lottery ticket' }).errors).toEqual({
      kindOfRelief: 'What kind of help are you looking for is invalid: choose one of the options',
    });
  });

  it('saves every hardship key, unchecked as false', () => {
    const { values, errors } = validateLifeEvents({ hasCovidSpecificHardship: true, hasStudentLoans: null });
    expect(errors).toEqual({});
    expect(values.hardships).toHaveLength(hardshipKeys.length);
    expect(values.hardships.filter((h) => h.value).map((h) => h.key)).toEqual(['hasCovidSpecificHardship']);
  });
});

describe('Credit history', () => {
  const answers = {
    hasSpouse: true,
    hasDependents: true,
    numberOfDependentsInHousehold: '2',
    isHomeowner: true,
    hasMortgageEscrow: true,
    isCarOwner: false,
    hasBackRent: false,
  };

  it('accepts a complete form with the count as a number', () => {
    const result = validateCreditHistory(answers);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      numberOfDependentsInHousehold: 2,
      hasMortgageEscrow: true,
      hasServedInMilitary: null,
    });
  });

  it("requires each question with '{question} is required', military excepted", () => {
    expect(validateCreditHistory({}).errors).toEqual({
      hasSpouse: 'Are you married or in a domestic partnership is required',
      hasDependents: 'Do you have dependents is required',
      isHomeowner: 'Do you own your home is required',
      isCarOwner: 'Do you own a car is required',
      hasBackRent: 'Do you owe back rent is required',
    });
  });

  it('dependents no sets the count to 0', () => {
    expect(
      validateCreditHistory({ ...answers, hasDependents: false, numberOfDependentsInHousehold: 3 }).values
        .numberOfDependentsInHousehold,
    ).toBe(0);
  });

  it('dependents yes with the count empty makes it 0', () => {
    const result = validateCreditHistory({ ...answers, numberOfDependentsInHousehold: '' });
    expect(result.errors).toEqual({});
    expect(result.values.numberOfDependentsInHousehold).toBe(0);
  });

  it('offers the counts 1, 2, 3 and 4+', () => {
    for (const count of [1, 2, 3, 4])
      expect(validateCreditHistory({ ...answers, numberOfDependentsInHousehold: count }).errors).toEqual({});
    expect(validateCreditHistory({ ...answers, numberOfDependentsInHousehold: 5 }).errors).toEqual({
      numberOfDependentsInHousehold: 'Number of dependents is invalid: choose one of the options',
    });
  });

  it('asks about escrow only of a homeowner, and homeowner no forces it to false', () => {
    expect(validateCreditHistory({ ...answers, hasMortgageEscrow: null }).errors).toHaveProperty(
      'hasMortgageEscrow',
    );
    const renter = validateCreditHistory({ ...answers, isHomeowner: false, hasMortgageEscrow: true });
    expect(renter.errors).toEqual({});
    expect(renter.values.hasMortgageEscrow).toBe(false);
  });

  it('takes a rent-or-mortgage amount of 0 to 6 digits of dollars with cents, and refuses negatives', () => {
    expect(validateCreditHistory({ ...answers, monthlyRentOrMortgageAmount: 0 }).values).toMatchObject({
      monthlyRentOrMortgageAmount: 0,
    });
    expect(
      validateCreditHistory({ ...answers, monthlyRentOrMortgageAmount: '1450.50' }).values,
    ).toMatchObject({
      monthlyRentOrMortgageAmount: 1450.5,
    });
    expect(validateCreditHistory({ ...answers, monthlyRentOrMortgageAmount: 999999.99 }).errors).toEqual({});
    expect(validateCreditHistory({ ...answers, monthlyRentOrMortgageAmount: 1000000 }).errors).toEqual({
      monthlyRentOrMortgageAmount:
        'Monthly rent or mortgage payment is invalid: it can be at most $999,999.99',
    });
    for (const bad of [-1, '12.505', '12,5'])
      expect(validateCreditHistory({ ...answers, monthlyRentOrMortgageAmount: bad }).errors).toEqual({
        monthlyRentOrMortgageAmount:
          'Monthly rent or mortgage payment is invalid: type an amount like 1,450.50',
      });
  });

  it('keeps the back-rent answer', () => {
    expect(validateCreditHistory({ ...answers, hasBackRent: true }).values).toMatchObject({
      hasBackRent: true,
    });
  });
});

describe('Rental information', () => {
  const answers = {
    hasBackRent: true,
    backRentAmount: '2400',
    monthlyRentPayment: '1150',
    hasReceivedRentalSupportInPast: false,
    hasUsedCreditCardToPayRent: true,
    numberOfPeopleLivingWithBorrower: '3',
  };

  it('accepts a complete form and turns amounts into numbers', () => {
    const result = validateRentalInformation(answers);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      backRentAmount: 2400,
      monthlyRentPayment: 1150,
      numberOfPeopleLivingWithBorrower: 3,
    });
  });

  it('asks for the back-rent amount only when there is back rent, and clears it otherwise', () => {
    expect(validateRentalInformation({ ...answers, backRentAmount: '' }).errors).toEqual({
      backRentAmount: 'Back rent amount is required',
    });
    const none = validateRentalInformation({ ...answers, hasBackRent: false, backRentAmount: '2400' });
    expect(none.errors).toEqual({});
    expect(none.values.backRentAmount).toBeNull();
  });

  it('takes at most 6 digits of rent', () => {
    expect(validateRentalInformation({ ...answers, monthlyRentPayment: '999999' }).errors).toEqual({});
    expect(validateRentalInformation({ ...answers, monthlyRentPayment: '1000000' }).errors).toEqual({
      monthlyRentPayment: 'Monthly rent payment is invalid: it can be at most $999,999.99',
    });
    expect(validateRentalInformation({ ...answers, monthlyRentPayment: '0' }).errors).toEqual({
      monthlyRentPayment: 'Monthly rent payment is required',
    });
  });

  it('counts 1 to 4 people, 4 meaning four or more', () => {
    expect(validateRentalInformation({ ...answers, numberOfPeopleLivingWithBorrower: 4 }).errors).toEqual({});
    expect(
      validateRentalInformation({ ...answers, numberOfPeopleLivingWithBorrower: 0 }).errors,
    ).toHaveProperty('numberOfPeopleLivingWithBorrower');
    expect(validateRentalInformation({ ...answers, numberOfPeopleLivingWithBorrower: null }).errors).toEqual({
      numberOfPeopleLivingWithBorrower: 'Number of people living with you is required',
    });
  });
});

describe('Personal information', () => {
  it('lets military, race and ethnicity be left empty', () => {
    expect(validatePersonalInformation({}).errors).toEqual({});
  });

  it("takes only the spec's race and ethnicity values", () => {
    for (const race of raceValues) expect(validatePersonalInformation({ race }).errors).toEqual({});
    expect(validatePersonalInformation({ ethnicity: 'Hispanic or Latino' }).errors).toEqual({});
    expect(validatePersonalInformation({ race: 'Martian', ethnicity: 'Unknown' }).errors).toEqual({
      race: 'Race is invalid: choose one of the options',
      ethnicity: 'Ethnicity is invalid: choose one of the options',
    });
  });
});

describe('Monthly income', () => {
  it('accepts 0 and records that the borrower answered', () => {
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '0' })).toEqual({
      errors: {},
      warnings: {},
      values: { selfReportedMonthlyCurrentIncome: 0, hasProvidedMonthlyIncome: true },
    });
  });

  it('warns above 15,000 without refusing', () => {
    const result = validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: 15_001 });
    expect(result.errors).toEqual({});
    expect(result.warnings.selfReportedMonthlyCurrentIncome).toBe(
      'Monthly income is above 15,000. Please check the amount.',
    );
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: 15_000 }).warnings).toEqual({});
  });

  it('takes at most 7 digits of dollars, with cents and thousands commas', () => {
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '9999999' }).errors).toEqual({});
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '10000000' }).errors).toHaveProperty(
      'selfReportedMonthlyCurrentIncome',
    );
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '3,200' }).values).toMatchObject({
      selfReportedMonthlyCurrentIncome: 3200,
    });
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: 3200.5 }).values).toMatchObject({
      selfReportedMonthlyCurrentIncome: 3200.5,
    });
    expect(validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: '3200 dollars' }).errors).toHaveProperty(
      'selfReportedMonthlyCurrentIncome',
    );
    expect(validateMonthlyIncome({}).errors).toEqual({
      selfReportedMonthlyCurrentIncome: 'Monthly income is required',
    });
  });

  it('any whole amount of up to 7 digits is accepted, and warned about exactly above 15,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (income) => {
        const result = validateMonthlyIncome({ selfReportedMonthlyCurrentIncome: String(income) });
        expect(result.errors).toEqual({});
        expect(result.values.selfReportedMonthlyCurrentIncome).toBe(income);
        expect('selfReportedMonthlyCurrentIncome' in result.warnings).toBe(income > 15_000);
      }),
    );
  });
});

describe('Reason for not connecting', () => {
  it('requires a reason from the list', () => {
    expect(validateReasonForNotConnecting({}).errors).toEqual({
      reasonForNotConnectingBank: 'Reason for not connecting an account is required',
    });
    expect(validateReasonForNotConnecting({ reason: 'Because' }).errors).toHaveProperty(
      'reasonForNotConnectingBank',
    );
  });

  it("saves any reason but 'Other' as it is and clears the other-reason text", () => {
    const result = validateReasonForNotConnecting({
      reason: reasonsForNotConnecting[0],
      otherReason: 'left over',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      reasonForNotConnectingBank: reasonsForNotConnecting[0],
      otherReason: null,
    });
  });

  it("'Other' requires its text and saves the text", () => {
    expect(
      validateReasonForNotConnecting({ reason: 'Other', otherReason: 'My credit union is tiny' }).values,
    ).toEqual({
      reasonForNotConnectingBank: 'My credit union is tiny',
      otherReason: 'My credit union is tiny',
    });
    const empty = validateReasonForNotConnecting({ reason: 'Other', otherReason: '  ' });
    expect(empty.errors).toEqual({ otherReason: 'Other reason is required' });
    expect(empty.values.reasonForNotConnectingBank).toBe('Other');
  });

  it("takes the comment box's 245 characters of other text, and no more", () => {
    expect(validateReasonForNotConnecting({ reason: 'Other', otherReason: 'x'.repeat(245) }).errors).toEqual(
      {},
    );
    expect(validateReasonForNotConnecting({ reason: 'Other', otherReason: 'x'.repeat(246) }).errors).toEqual({
      otherReason: 'Other reason is invalid: type at most 245 characters',
    });
  });
});

describe('The comment box', () => {
  it('is required by default and takes at most 245 characters', () => {
    expect(validateComment('').errors).toEqual({ comment: 'Comment is required' });
    expect(validateComment('x'.repeat(245)).errors).toEqual({});
    expect(validateComment('x'.repeat(246)).errors).toEqual({
      comment: 'Comment is invalid: type at most 245 characters',
    });
  });

  it('can be optional and carry its own label', () => {
    expect(validateComment(null, { required: false }).errors).toEqual({});
    expect(validateComment(null, { label: 'Notes' }).errors).toEqual({ comment: 'Notes is required' });
  });
});

describe('Expense line currency lengths: one limit per line, alone or with its tile', () => {
  it("a month's line takes 0 to 99,999.99 whichever way it is edited", () => {
    expect(validateExpenseLine('0', 'food').values.value).toBe(0);
    expect(validateExpenseLine('99999', 'food').errors).toEqual({});
    for (const category of ['food', 'utilities', 'personal'])
      expect(validateExpenseLine('123456', category).errors).toEqual({
        value: 'Amount is invalid: it can be at most $99,999.99',
      });
    expect(validateExpenseLine('', 'food').errors).toEqual({ value: 'Amount is required' });
  });

  it('a housing line takes the 6 digits of the rent-or-mortgage amount it carries', () => {
    expect(validateExpenseLine('999999', 'housing').errors).toEqual({});
    expect(validateExpenseLine('1000000', 'housing').errors).toEqual({
      value: 'Amount is invalid: it can be at most $999,999.99',
    });
  });
});
