import { Stack } from '@mui/material';
import { BooleanInput, FormDataConsumer, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { callbackOutcome, contactMethods, contactOutcomes, maxNoteLength } from '@domain/contactAttempt';
import { maxTextLength } from '@domain/formChecks';
import { isUsTimeZone, zoneAbbreviation } from '@domain/zonedTime';
import { DayInput } from '../forms/DayInput';
import { requiredField } from '../forms/validators';
import { contactAttemptLabels as labels } from './contactAttemptLabels';
import { callbackLabels, type ContactFormValues } from './contactAttemptModel';

const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** Whose clock a call-back is typed on, in words: 'the borrower’s time, CDT'. */
function clockWords(borrowerTimeZone: string | null | undefined): string {
  if (isUsTimeZone(borrowerTimeZone))
    return `the borrower’s time, ${zoneAbbreviation(borrowerTimeZone, new Date())}`;
  return 'your time: the borrower’s time zone is unknown';
}

/** A scheduled session's call-back: a day and a time on the borrower's clock. */
const CallbackInputs = ({ borrowerTimeZone }: { borrowerTimeZone?: string | null }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
    <DayInput source="callbackDay" label={callbackLabels.day} />
    <TextInput
      source="callbackTime"
      label={callbackLabels.time}
      type="time"
      helperText={`In ${clockWords(borrowerTimeZone)}`}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  </Stack>
);

/** The contact questions: method, the seven outcomes, session and offer, a call-back and a note. */
export const ContactAttemptInputs = ({ borrowerTimeZone }: { borrowerTimeZone?: string | null }) => (
  <>
    <RadioButtonGroupInput
      source="method"
      label={labels.method}
      choices={choices(contactMethods)}
      validate={requiredField(labels.method)}
    />
    <SelectInput
      source="outcome"
      label={labels.outcome}
      choices={choices(contactOutcomes)}
      validate={requiredField(labels.outcome)}
    />
    <FormDataConsumer<ContactFormValues>>
      {({ formData }) =>
        formData.outcome === callbackOutcome && <CallbackInputs borrowerTimeZone={borrowerTimeZone} />
      }
    </FormDataConsumer>
    <BooleanInput source="wasACounselingSessionConducted" label={labels.wasACounselingSessionConducted} />
    <BooleanInput source="didTheBorrowerReceiveAnOffer" label={labels.didTheBorrowerReceiveAnOffer} />
    <FormDataConsumer<ContactFormValues>>
      {({ formData }) =>
        formData.didTheBorrowerReceiveAnOffer && (
          <TextInput
            source="whatTypeOfOfferDidTheyReceive"
            label={labels.whatTypeOfOfferDidTheyReceive}
            slotProps={{ htmlInput: { maxLength: maxTextLength } }}
          />
        )
      }
    </FormDataConsumer>
    <FormDataConsumer<ContactFormValues>>
      {({ formData }) => (
        <TextInput
          source="note"
          label={labels.note}
          multiline
          minRows={5}
          fullWidth
          helperText={`${formData.note?.length ?? 0} of ${maxNoteLength} characters`}
          slotProps={{ htmlInput: { maxLength: maxNoteLength } }}
        />
      )}
    </FormDataConsumer>
  </>
);
