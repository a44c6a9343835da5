import { BooleanInput, TextInput } from 'react-admin';
import { validateRepName, validateRepPhone } from './repValidators';

/** The fields a rep account shares between creating and editing it. */
export const RepInputs = () => (
  <>
    <TextInput source="name" label="Name" validate={validateRepName} />
    <TextInput
      source="phoneNumber"
      label="Phone"
      helperText="Ten digits, e.g. (302) 555-0190"
      validate={validateRepPhone}
    />
    <BooleanInput source="isLead" label="Lead (manages reps and demo data)" />
  </>
);
