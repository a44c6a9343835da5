import { BooleanInput, FormDataConsumer, RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { contactMethods, contactOutcomes } from '@domain/contactAttempt';
import { maxTextLength } from '@domain/formChecks';
import { requiredField } from '../forms/validators';
import { contactAttemptLabels as labels } from './contactAttemptLabels';

const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** The contact questions: method, the seven outcomes, session and offer. */
export const ContactAttemptInputs = () => (
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
    <BooleanInput source="wasACounselingSessionConducted" label={labels.wasACounselingSessionConducted} />
    <BooleanInput source="didTheBorrowerReceiveAnOffer" label={labels.didTheBorrowerReceiveAnOffer} />
    <FormDataConsumer<{ didTheBorrowerReceiveAnOffer?: boolean }>>
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
  </>
);
