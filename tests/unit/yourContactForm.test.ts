import { describe, expect, it } from 'vitest';
import { maskDateOfBirth } from '../../api/domain/dateOfBirth';
import { preferredLanguages } from '../../api/domain/applicationOptions';
import {
  consentForCreditInquiryRequired,
  spouseConsentForCreditInquiryRequired,
  validateYourContact,
  type YourContactValues,
} from '../../api/domain/yourContactForm';

const today = '2025-06-30';
const contact: YourContactValues = {
  addressLine1: '123 Pleasant Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  dateOfBirth: '11-23-1970',
  preferredLanguage: 'es',
  consentForCreditInquiry: true,
};
const spouse = {
  firstName: 'Luis',
  lastName: 'Lopez',
  dateOfBirth: '02-14-1968',
  sameAddressAsBorrower: true,
  consentForCreditInquiry: true,
};
const alone = { today, hasSpouse: false };
const married = { today, hasSpouse: true };

describe('Your contact', () => {
  it('accepts a complete form and stores the date of birth as YYYY-MM-DD', () => {
    const result = validateYourContact(contact, alone);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      dateOfBirth: '1970-11-23',
      addressLine2: null,
      preferredLanguage: 'es',
      spouse: null,
    });
  });

  it('requires the address, date of birth, language and the credit-report consent, in on-screen order', () => {
    expect(validateYourContact({}, alone).errors).toEqual({
      addressLine1: 'Address line 1 is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip is required',
      dateOfBirth: 'Date of birth is required',
      preferredLanguage: 'Preferred language is required',
      consentForCreditInquiry: consentForCreditInquiryRequired,
    });
  });

  it('takes a five-digit zip, a listed state and English or Spanish', () => {
    const result = validateYourContact(
      { ...contact, zipCode: '7870', state: 'XX', preferredLanguage: 'fr' },
      alone,
    );
    expect(result.errors).toEqual({
      state: 'State is invalid: choose one of the options',
      zipCode: 'Zip is invalid: type the 5 digits of the ZIP code',
      preferredLanguage: 'Preferred language is invalid: choose one of the options',
    });
    expect(validateYourContact({ ...contact, state: 'PR' }, alone).errors).toEqual({});
  });

  it('takes the date of birth as MM-dd-yyyy, for someone 13 to 120 years old, saying what is wrong', () => {
    const dob = (dateOfBirth: string) => validateYourContact({ ...contact, dateOfBirth }, alone).errors;
    expect(dob('1970-11-23')).toEqual({
      dateOfBirth: 'Date of birth is invalid: type it as MM-DD-YYYY, for example 11-23-1970',
    });
    expect(dob('13-05-1970')).toEqual({
      dateOfBirth: 'Date of birth is invalid: the month must be 01 to 12',
    });
    expect(dob('02-30-1970')).toEqual({
      dateOfBirth: 'Date of birth is invalid: that day is not in the calendar',
    });
    expect(dob('06-30-2012')).toEqual({});
    expect(dob('07-01-2012')).toEqual({ dateOfBirth: 'You must be at least 13 years old' });
    expect(dob('06-30-1905')).toEqual({});
    expect(dob('06-29-1905')).toEqual({
      dateOfBirth: 'Date of birth is more than 120 years ago. Please check the year',
    });
    const spouseTooYoung = validateYourContact(
      { ...contact, spouse: { ...spouse, dateOfBirth: '07-01-2012' } },
      married,
    ).errors;
    expect(spouseTooYoung).toEqual({
      'spouse.dateOfBirth': 'Your spouse or partner must be at least 13 years old',
    });
  });

  it('never turns a typed digit into another: the mask only puts the dashes in', () => {
    expect(maskDateOfBirth('13')).toBe('13');
    expect(maskDateOfBirth('1305')).toBe('13-05');
    expect(maskDateOfBirth('13051970')).toBe('13-05-1970');
    // Nothing typed is dropped: a fifth digit of the year stays, for the rule to say what to type.
    expect(maskDateOfBirth('13-05-19701')).toBe('13-05-19701');
    // A one-digit month or day ended by a slash gets its 0: 3/14/1981 is the 14th of March 1981.
    expect(maskDateOfBirth('1/5/1970')).toBe('01-05-1970');
    expect(maskDateOfBirth('3/14/1981')).toBe('03-14-1981');
    expect(validateYourContact({ ...contact, dateOfBirth: '03-14-1981' }, alone).errors).toEqual({});
    expect(validateYourContact({ ...contact, dateOfBirth: '03-14-19811' }, alone).errors).toEqual({
      dateOfBirth: 'Date of birth is invalid: type it as MM-DD-YYYY, for example 11-23-1970',
    });
    expect(maskDateOfBirth('07-')).toBe('07-');
    expect(maskDateOfBirth('07')).toBe('07');
  });

  it('leaves the spouse block out without a spouse', () => {
    expect(validateYourContact({ ...contact, spouse: { firstName: '' } }, alone).errors).toEqual({});
  });
});

describe('Your contact with a spouse', () => {
  it("copies the borrower's address when the spouse lives at the same address", () => {
    const result = validateYourContact({ ...contact, spouse }, married);
    expect(result.errors).toEqual({});
    expect(result.values.spouse).toMatchObject({
      addressLine1: '123 Pleasant Street',
      zipCode: '78701',
      dateOfBirth: '1968-02-14',
    });
  });

  it("requires the spouse's own address otherwise", () => {
    const result = validateYourContact(
      { ...contact, spouse: { ...spouse, sameAddressAsBorrower: false } },
      married,
    );
    expect(result.errors).toEqual({
      'spouse.addressLine1': 'Address line 1 is required',
      'spouse.city': 'City is required',
      'spouse.state': 'State is required',
      'spouse.zipCode': 'Zip is required',
    });
    expect(result.values.spouse?.addressLine1).toBeNull();
  });

  it("requires the spouse's consent, with its own message", () => {
    const result = validateYourContact(
      { ...contact, spouse: { ...spouse, consentForCreditInquiry: false } },
      married,
    );
    expect(result.errors).toEqual({
      'spouse.consentForCreditInquiry': spouseConsentForCreditInquiryRequired,
    });
    expect(spouseConsentForCreditInquiryRequired).not.toBe(consentForCreditInquiryRequired);
  });

  it("requires the spouse's name, date of birth and the same-address choice, after the borrower's fields", () => {
    const result = validateYourContact({ ...contact, consentForCreditInquiry: false }, married);
    expect(Object.keys(result.errors)).toEqual([
      'consentForCreditInquiry',
      'spouse.firstName',
      'spouse.lastName',
      'spouse.dateOfBirth',
      'spouse.sameAddressAsBorrower',
      'spouse.addressLine1',
      'spouse.city',
      'spouse.state',
      'spouse.zipCode',
      'spouse.consentForCreditInquiry',
    ]);
    expect(result.errors['spouse.sameAddressAsBorrower']).toBe('Same address as above is required');
  });

  it("checks the spouse's optional email and phone only when given", () => {
    const result = validateYourContact(
      { ...contact, spouse: { ...spouse, email: 'luis@x', phoneNumber: '512-555-010' } },
      married,
    );
    expect(result.errors).toEqual({
      'spouse.email': 'Email is invalid: type it like name@example.com',
      'spouse.phoneNumber': 'Phone is invalid: type the 10 digits of a US number, like 312-555-2368',
    });
  });
});

describe('the preferred-language choices', () => {
  it('are the ones the rule accepts', () => {
    for (const preferredLanguage of preferredLanguages) {
      expect(validateYourContact({ ...contact, preferredLanguage }, alone).errors).toEqual({});
    }
  });
});
