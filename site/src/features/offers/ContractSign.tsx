import { useState } from 'react';
import { routes } from '@domain/applicationFlow';
import { noPlanToSign, planAlreadySigned, validateContractSignature } from '@domain/contractSignature';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Field } from '../../components/form/Field';
import { localizeErrors } from '../../components/form/localizeErrors';
import { StatusMessage } from '../../components/form/StatusMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm, type Errors } from '../../components/form/useForm';
import { goTo } from '../../components/navigation';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { saveStep } from '../application/flowApi';
import { stepKeys, stepTemplates } from '../application/stepMessages';
import { useFlowPage } from '../application/useFlowPage';
import { dollarsOrDash } from './money';
import { notReady } from '../application/FlowPageStatus';
import { formatDate, hasPlan, planFields, type PlanApplication } from './planData';
import { maxTextLength } from '@domain/formChecks';

export const contractSignKeys = [
  ...stepKeys,
  'offers.sign.planTitle',
  'offers.sign.monthlyPayment',
  'offers.sign.term',
  'offers.sign.months',
  'offers.sign.firstPayment',
  'offers.sign.plannedStart',
  'offers.sign.plannedEnd',
  'offers.sign.monthlyRent',
  'offers.sign.backRentDue',
  'offers.sign.assistance',
  'offers.sign.agree',
  'offers.sign.name',
  'offers.sign.nameHint',
  'offers.sign.submit',
  'offers.sign.signing',
  'offers.sign.noPlan',
  'offers.sign.alreadySigned',
  'offers.sign.signedBy',
] as const;

type Key = (typeof contractSignKeys)[number];
type SignField = 'agreedToTerms' | 'signedName';

type SignApplication = PlanApplication & {
  borrower: { firstName: string | null; lastName: string | null } | null;
};

/** The plan's figures, as the borrower agrees to them. */
function PlanFigures({ application, ...island }: IslandProps<Key> & { application: PlanApplication }) {
  const { locale, strings } = island;
  const money = (value: number | null) => dollarsOrDash(locale, value);
  const dmp = application.dmpEnrollment;
  const rental = application.rentalReliefPlan;
  const rows: [string, string][] =
    application.type === 'rental'
      ? [
          [strings['offers.sign.plannedStart'], formatDate(locale, rental?.plannedStartDate ?? null)],
          [strings['offers.sign.plannedEnd'], formatDate(locale, rental?.plannedEndDate ?? null)],
          [strings['offers.sign.monthlyRent'], money(rental?.monthlyPlanRent ?? null)],
          [strings['offers.sign.backRentDue'], money(rental?.monthlyBackRentDue ?? null)],
          [strings['offers.sign.assistance'], money(rental?.monthlyRentalAssistanceFundsApplied ?? null)],
        ]
      : [
          [strings['offers.sign.monthlyPayment'], money(dmp?.monthlyPaymentAmount ?? null)],
          [
            strings['offers.sign.term'],
            dmp?.termInMonths == null
              ? '—'
              : format(strings['offers.sign.months'], { months: dmp.termInMonths }),
          ],
          [strings['offers.sign.firstPayment'], formatDate(locale, dmp?.firstPaymentDate ?? null)],
        ];
  return (
    <section aria-labelledby="plan-title">
      <h2 id="plan-title">{strings['offers.sign.planTitle']}</h2>
      <dl className="offer-figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The agreement and the typed name; the server checks the name against the application's. */
function SignForm({ application, ...island }: IslandProps<Key> & { application: SignApplication }) {
  const { locale, strings } = island;
  const [agreedToTerms, setAgreed] = useState(false);
  const [signedName, setName] = useState('');
  const [serverErrors, setServerErrors] = useState<Errors<SignField>>({});
  const [failure, setFailure] = useState<string>();
  const labels = { agreedToTerms: strings['offers.sign.agree'], signedName: strings['offers.sign.name'] };
  const whole: Record<string, string> = {
    [noPlanToSign]: strings['offers.sign.noPlan'],
    [planAlreadySigned]: strings['offers.sign.alreadySigned'],
  };

  function check(): Errors<SignField> {
    const { errors } = validateContractSignature(
      { signedName, agreedToTerms },
      application.borrower ?? { firstName: null, lastName: null },
    );
    // On-screen order, so the first invalid field is the one focused.
    const ordered = {
      agreedToTerms: errors.agreedToTerms,
      signedName: errors.signedName ?? serverErrors.signedName,
    };
    const present = Object.fromEntries(Object.entries(ordered).filter(([, m]) => m)) as Errors<SignField>;
    return localizeErrors(present, labels, stepTemplates(strings, whole));
  }

  const { formRef, errors, busy, ready, onSubmit } = useForm(check, async () => {
    setFailure(undefined);
    const result = await saveStep('signContract', 'SignContractInput', {
      applicationId: application.id,
      signedName: signedName.trim(),
      agreedToTerms,
    });
    if (result.ok && result.data) {
      goTo(locale, result.data.nextRoute);
      return true;
    }
    if (result.fields) setServerErrors(result.fields as Errors<SignField>);
    setFailure((result.message && whole[result.message]) ?? strings['application.saveFailed']);
  });

  return (
    <form ref={formRef} className="form application-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className="form__fields">
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
          hint={strings['offers.sign.nameHint']}
          autoComplete="name"
          maxLength={maxTextLength}
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
        label={strings['offers.sign.submit']}
        busyLabel={strings['offers.sign.signing']}
      />
    </form>
  );
}

/**
 * /contract/sign: the accepted plan, then the agreement and the typed name ('Sign' → /offers/status).
 * A signed plan shows its signature; before a counsellor has prepared a plan there is nothing to sign.
 */
export default function ContractSign({ locale, strings }: IslandProps<Key>) {
  const [state, retry] = useFlowPage<SignApplication>(
    locale,
    routes.signContract,
    `${planFields} borrower { firstName lastName }`,
  );
  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const { application } = state;
  if (!hasPlan(application)) return <p>{strings['offers.sign.noPlan']}</p>;
  const signature = application.contractSignature;
  return (
    <div className="offers">
      <PlanFigures locale={locale} strings={strings} application={application} />
      {signature ? (
        <p className="application-note">
          {format(strings['offers.sign.signedBy'], {
            name: signature.signedName,
            date: formatDate(locale, signature.signedAt),
          })}
        </p>
      ) : (
        <SignForm locale={locale} strings={strings} application={application} />
      )}
    </div>
  );
}
