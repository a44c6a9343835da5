import { routes } from '@domain/applicationFlow';
import { commentMaxLength, validateReasonForNotConnecting } from '@domain/applicationForms';
import { reasonsForNotConnecting } from '@domain/applicationOptions';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { afterBankStep } from './afterBankStep';
import { setAnswers } from '../../lib/flow/applicationSession';
import { saveStep } from '../../lib/flow/flowApi';
import { notReady } from '../../lib/flow/FlowPageStatus';
import { stepFailure, stepKeys, stepTemplates } from '../../lib/flow/stepMessages';
import { StepForm } from './StepForm';
import { useFlowPage } from '../../lib/flow/useFlowPage';
import { useStepForm } from './useStepForm';
import { graphql } from '../../gql';

const SaveReasonForNotConnecting = graphql(`
  mutation SaveReasonForNotConnecting($input: ReasonForNotConnectingInput!) {
    step: saveReasonForNotConnecting(input: $input) {
      ...StepResult
    }
  }
`);

type Reason = (typeof reasonsForNotConnecting)[number];

/** The reasons' labels, in the order of the domain's list (the English values are what is sent). */
const reasonLabelKeys = {
  "I don't have a bank account": 'application.reason.noAccount',
  "I don't know my online banking sign-in details": 'application.reason.noSignIn',
  "My bank isn't listed": 'application.reason.notListed',
  "I'm not comfortable connecting my bank account": 'application.reason.notComfortable',
  Other: 'application.reason.other',
} as const satisfies Record<Reason, string>;

export const reasonForNotConnectingKeys = [
  ...stepKeys,
  ...Object.values(reasonLabelKeys),
  'application.reason.field',
  'application.reason.otherField',
  'form.characterCount',
  'application.reason.submit',
] as const;

interface ReasonAnswers extends Record<string, unknown> {
  reasonForNotConnectingBank: Reason | '';
  otherReason: string;
}

export const SavedReasonFields = graphql(`
  fragment SavedReason on Application {
    id
    reasonForNotConnectingBank
  }
`);

const ReasonForNotConnectingPage = graphql(`
  query ReasonForNotConnectingPage($id: ID!, $byId: Boolean!, $offerPage: Boolean!) {
    application: Application(id: $id) @include(if: $byId) {
      ...FlowPage
      ...SavedReason
    }
    myApplication @skip(if: $byId) {
      ...FlowPage
      ...SavedReason
    }
  }
`);

type ReasonRoute = typeof routes.reasonForNotConnectingAccount | typeof routes.reasonForSkipping;

/** What was saved: one of the reasons, or the 'Other' text itself. */
function savedAnswers(saved: string | null): ReasonAnswers {
  if (!saved) return { reasonForNotConnectingBank: '', otherReason: '' };
  const known = reasonsForNotConnecting.find((reason) => reason === saved);
  if (known) return { reasonForNotConnectingBank: known, otherReason: '' };
  return { reasonForNotConnectingBank: 'Other', otherReason: saved };
}

/**
 * Why the borrower does not connect a bank (borrower-application §2, §5): a required reason;
 * 'Other' asks for the text in the comment box (5 rows, 245 characters), any other reason clears it. The server then names
 * the offers route. The reason-for-skipping page asks the same question on the same record.
 */
export default function ReasonForNotConnectingForm({
  locale,
  strings,
  route,
}: IslandProps<(typeof reasonForNotConnectingKeys)[number]> & { route: ReasonRoute }) {
  const [state, retry] = useFlowPage(locale, route, ReasonForNotConnectingPage);
  const saved = state.status === 'ready' ? state.application : null;
  const page = route === routes.reasonForSkipping ? 'ReasonForSkipping' : 'ReasonForNotConnectingAccount';
  const form = useStepForm<ReasonAnswers>({
    locale,
    page,
    initial: savedAnswers(saved?.reasonForNotConnectingBank ?? null),
    check: (answers) =>
      validateReasonForNotConnecting({
        reason: answers.reasonForNotConnectingBank,
        otherReason: answers.otherReason,
      }),
    labels: {
      reasonForNotConnectingBank: strings['application.reason.field'],
      otherReason: strings['application.reason.otherField'],
    },
    templates: stepTemplates(strings),
    save: async (answers) =>
      afterBankStep(
        await saveStep(SaveReasonForNotConnecting, {
          applicationId: saved?.id ?? '',
          reason: answers.reasonForNotConnectingBank,
          otherReason: answers.reasonForNotConnectingBank === 'Other' ? answers.otherReason : null,
        }),
      ),
    failureMessage: (result) => stepFailure(result, strings),
  });

  if (state.status !== 'ready') return notReady(state, strings, retry, 'application.loading');

  const isOther = form.answers.reasonForNotConnectingBank === 'Other';

  return (
    <StepForm
      form={form}
      label={strings['application.reason.submit']}
      busyLabel={strings['application.saving']}
    >
      <SelectField
        name="reasonForNotConnectingBank"
        label={strings['application.reason.field']}
        placeholder={strings['form.select']}
        choices={reasonsForNotConnecting.map((reason) => ({
          value: reason,
          label: strings[reasonLabelKeys[reason]],
        }))}
        value={form.answers.reasonForNotConnectingBank}
        error={form.errors.reasonForNotConnectingBank}
        required
        onChange={(reason) =>
          // One write: any reason but 'Other' clears the text (§4).
          setAnswers(page, {
            reasonForNotConnectingBank: reason,
            otherReason: reason === 'Other' ? form.answers.otherReason : '',
          })
        }
      />
      {isOther && (
        // Never cut: the count says how much the box takes, and a longer text is refused in words.
        <TextAreaField
          {...form.text('otherReason')}
          rows={5}
          required
          hint={format(strings['form.characterCount'], {
            count: (form.answers.otherReason ?? '').length,
            max: commentMaxLength,
          })}
        />
      )}
    </StepForm>
  );
}
