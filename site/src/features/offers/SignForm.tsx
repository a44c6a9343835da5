import { useState } from 'react';
import {
  borrowerSignsFirst,
  esignConsentRequired,
  noPlanToSign,
  noSpouseToSign,
  planAlreadySigned,
  planTermsChanged,
  validateContractSignature,
  type Signer,
} from '@domain/contractSignature';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Field } from '../../components/form/Field';
import { localizeErrors } from '../../components/form/localizeErrors';
import { StatusMessage } from '../../components/form/StatusMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm, type Errors } from '../../components/form/useForm';
import type { IslandProps } from '../../i18n/islandStrings';
import { saveStep } from '../../lib/flow/flowApi';
import { stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { graphql } from '../../gql';

const SignContract = graphql(`
  mutation SignContract($input: SignContractInput!) {
    step: signContract(input: $input) {
      ...StepResult
    }
  }
`);

export const signFormKeys = [
  ...stepKeys,
  'offers.esign.agree',
  'offers.esign.consentRequired',
  'offers.sign.agree',
  'offers.sign.name',
  'offers.sign.nameHint',
  'offers.sign.spouseNameHint',
  'offers.sign.submit',
  'offers.sign.spouseSubmit',
  'offers.sign.signing',
  'offers.sign.noPlan',
  'offers.sign.alreadySigned',
  'offers.sign.borrowerFirst',
  'offers.sign.noSpouse',
  'offers.sign.termsChanged',
] as const;

type Key = (typeof signFormKeys)[number];
type SignField = 'agreedToElectronicRecords' | 'agreedToTerms' | 'signedName';

export interface SignFormProps extends IslandProps<Key> {
  applicationId: string;
  signer: Signer;
  /** The signer's name on the application, which the typed name must match. */
  person: { firstName: string | null; lastName: string | null };
  /** The fingerprint of the agreement shown: the server takes the signature for those terms only. */
  termsDigest: string;
  /** Where the page goes once the server has taken the signature (the next signer, or the status page). */
  onSigned: (nextRoute: string) => void;
  /** The terms changed before the signature reached the server: the page reads them again. */
  onTermsChanged: () => void;
}

/**
 * One signer's consent and signature: the E-SIGN consent, the plan's agreement and their own typed
 * name (the server checks it against the application's). The borrower signs first, then the spouse
 * or partner on the same device, each with this form.
 */
export function SignForm({
  applicationId,
  signer,
  person,
  termsDigest,
  onSigned,
  onTermsChanged,
  locale,
  strings,
}: SignFormProps) {
  const [agreedToElectronicRecords, setConsent] = useState(false);
  const [agreedToTerms, setAgreed] = useState(false);
  const [signedName, setName] = useState('');
  const [serverErrors, setServerErrors] = useState<Errors<SignField>>({});
  const [failure, setFailure] = useState<string>();
  const labels = {
    agreedToElectronicRecords: strings['offers.esign.agree'],
    agreedToTerms: strings['offers.sign.agree'],
    signedName: strings['offers.sign.name'],
  };
  const whole: Record<string, string> = {
    [esignConsentRequired]: strings['offers.esign.consentRequired'],
    [noPlanToSign]: strings['offers.sign.noPlan'],
    [planAlreadySigned]: strings['offers.sign.alreadySigned'],
    [borrowerSignsFirst]: strings['offers.sign.borrowerFirst'],
    [noSpouseToSign]: strings['offers.sign.noSpouse'],
    [planTermsChanged]: strings['offers.sign.termsChanged'],
  };

  function check(): Errors<SignField> {
    const { errors } = validateContractSignature(
      { signedName, agreedToTerms, agreedToElectronicRecords },
      person,
    );
    // On-screen order, so the first invalid field is the one focused.
    const ordered = {
      agreedToElectronicRecords: errors.agreedToElectronicRecords,
      agreedToTerms: errors.agreedToTerms,
      signedName: errors.signedName ?? serverErrors.signedName,
    };
    const present = Object.fromEntries(Object.entries(ordered).filter(([, m]) => m)) as Errors<SignField>;
    return localizeErrors(present, labels, stepTemplates(strings, whole));
  }

  const { formRef, errors, busy, ready, onSubmit } = useForm(check, async () => {
    setFailure(undefined);
    const result = await saveStep(SignContract, {
      applicationId,
      signer,
      signedName: signedName.trim(),
      agreedToTerms,
      agreedToElectronicRecords,
      language: locale,
      termsDigest,
    });
    if (result.ok && result.data) {
      onSigned(result.data.nextRoute);
      return true;
    }
    if (result.fields) setServerErrors(result.fields as Errors<SignField>);
    setFailure((result.message && whole[result.message]) ?? strings['application.saveFailed']);
    if (result.message === planTermsChanged) onTermsChanged();
  });

  return (
    <form ref={formRef} className="form application-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="form__fields">
        <CheckboxField
          name="agreedToElectronicRecords"
          label={labels.agreedToElectronicRecords}
          checked={agreedToElectronicRecords}
          onChange={setConsent}
          error={errors.agreedToElectronicRecords}
        />
        <CheckboxField
          name="agreedToTerms"
          label={labels.agreedToTerms}
          checked={agreedToTerms}
          onChange={setAgreed}
          error={errors.agreedToTerms}
        />
        <Field
          name="signedName"
          label={labels.signedName}
          hint={strings[signer === 'spouse' ? 'offers.sign.spouseNameHint' : 'offers.sign.nameHint']}
          autoComplete={signer === 'spouse' ? 'off' : 'name'}
          value={signedName}
          onChange={(event) => {
            setName(event.target.value);
            setServerErrors({});
          }}
          onBlur={() => setName(signedName.trim())}
          error={errors.signedName}
        />
      </div>
      <StatusMessage tone="error">{failure}</StatusMessage>
      <SubmitButton
        busy={busy}
        ready={ready}
        label={strings[signer === 'spouse' ? 'offers.sign.spouseSubmit' : 'offers.sign.submit']}
        busyLabel={strings['offers.sign.signing']}
      />
    </form>
  );
}
