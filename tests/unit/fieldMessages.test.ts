import { describe, expect, it } from 'vitest';
import { invalid, moneyMalformed, required } from '../../api/domain/messages';
import { stateChoiceLabel } from '../../api/domain/stateNames';
import { usStates } from '../../api/domain/borrowerRules';
import { nanpProblem } from '../../api/integrations/phone/offlinePhoneCheck';
import { localizeErrors } from '../../site/src/components/form/localizeErrors';
import { ownMessageLabelKeys } from '../../site/src/lib/flow/ownMessages';
import { stepKeys, stepTemplates } from '../../site/src/lib/flow/stepMessages';
import { en, type TranslationKey } from '../../site/src/i18n/en';
import { es } from '../../site/src/i18n/es';
import { pickStrings } from '../../site/src/i18n/islandStrings';
import { locales, useTranslations } from '../../site/src/i18n/t';

/** Every question the application's forms ask (their labels end in '?'). */
const questionLabelKeys = [
  'application.creditHistory.hasSpouse',
  'application.creditHistory.hasDependents',
  'application.creditHistory.numberOfDependents',
  'application.creditHistory.isHomeowner',
  'application.creditHistory.hasMortgageEscrow',
  'application.creditHistory.isCarOwner',
  'application.creditHistory.monthlyRentOrMortgage',
  'application.field.hasBackRent',
  'application.field.hasServedInMilitary',
  'application.lifeEvents.kindOfRelief',
  'application.rentalInformation.backRentAmount',
  'application.rentalInformation.monthlyRentPayment',
  'application.rentalInformation.hasReceivedRentalSupport',
  'application.rentalInformation.hasUsedCreditCard',
  'application.rentalInformation.people',
] as const satisfies readonly TranslationKey[];

const everyField = [...ownMessageLabelKeys, ...questionLabelKeys];

function messagesIn(locale: (typeof locales)[number], labelKey: TranslationKey) {
  const t = useTranslations(locale);
  const templates = stepTemplates(pickStrings(t, stepKeys));
  const label = t(labelKey);
  const shown = localizeErrors(
    { a: required(label), b: invalid(label), c: moneyMalformed(label) },
    { a: label, b: label, c: label },
    templates,
  );
  return { label, required: shown.a!, invalid: shown.b!, money: shown.c! };
}

/** Spanish agreement: the article's gender and number are the adjective's. */
const agreement: Record<string, RegExp> = {
  El: /(obligatorio|válido)\b/,
  La: /(obligatoria|válida)\b/,
  Los: /(obligatorios|válidos)\b/,
  Las: /(obligatorias|válidas)\b/,
};

describe('every field of the application says what is wrong in a sentence, in both languages', () => {
  it.each(everyField)('%s', (labelKey) => {
    for (const locale of locales) {
      const {
        label,
        required: requiredMessage,
        invalid: invalidMessage,
        money,
      } = messagesIn(locale, labelKey);
      for (const message of [requiredMessage, invalidMessage, money]) {
        // 'Do you own a car? is required' and 'Ciudad es obligatorio' are what this rules out.
        expect(message).not.toMatch(/\? (is|es|no es) /);
        expect(message).not.toMatch(/^[A-ZÁÉÍÓÚ][^ ]* (es obligatorio|no es válido)$/);
      }
      if (label.trimEnd().endsWith('?')) {
        expect(requiredMessage).toBe(
          locale === 'en' ? `Please answer: ${label}` : `Responda, por favor: ${label}`,
        );
      } else {
        const own = (locale === 'en' ? en : es) as Record<string, string>;
        expect(requiredMessage).toBe(own[`${labelKey}.required`]);
        expect(invalidMessage).toBe(own[`${labelKey}.invalid`]);
      }
      if (locale === 'es') {
        for (const message of [requiredMessage, invalidMessage]) {
          const article = /^(El|La|Los|Las) /.exec(message)?.[1];
          if (article) expect(message).toMatch(agreement[article]);
        }
      }
    }
  });

  it("keeps a field's own sentence when its label says '(optional)' (a spouse's e-mail)", () => {
    const t = useTranslations('es');
    const label = `${t('application.field.email')} ${t('form.optional')}`;
    const shown = localizeErrors(
      { email: invalid(label) },
      { email: label },
      stepTemplates(pickStrings(t, stepKeys)),
    );
    expect(shown.email).toBe('El correo electrónico no es válido');
  });

  it('agrees in Spanish as the issue reads it', () => {
    expect(messagesIn('es', 'application.field.city').required).toBe('La ciudad es obligatoria');
    expect(messagesIn('es', 'application.field.dateOfBirth').required).toBe(
      'La fecha de nacimiento es obligatoria',
    );
    expect(messagesIn('en', 'application.creditHistory.isCarOwner').required).toBe(
      'Please answer: Do you own a car?',
    );
  });
});

describe('the phone hints', () => {
  it.each(['application.field.phoneHint', 'account.userInfo.phoneHint'] as const)(
    '%s shows an example the phone check accepts, in both languages',
    (key) => {
      for (const text of [en[key], es[key]]) {
        const example = /\d{3}-\d{3}-\d{4}/.exec(text!)?.[0];
        expect(example).toBeDefined();
        expect(nanpProblem(example!)).toBeUndefined();
      }
    },
  );
});

describe('the state list', () => {
  it("names each state beside its code, in the reader's language where it differs", () => {
    expect(stateChoiceLabel('PA', 'en')).toBe('PA – Pennsylvania');
    expect(stateChoiceLabel('PA', 'es')).toBe('PA – Pensilvania');
    expect(stateChoiceLabel('TX', 'es')).toBe('TX – Texas');
    for (const code of usStates) expect(stateChoiceLabel(code, 'en')).toMatch(new RegExp(`^${code} – \\S`));
  });
});
