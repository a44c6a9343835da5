import { BooleanInput, TextInput } from 'react-admin';
import { validateRepName, validateRepPhone } from './repValidators';

/** The fields a rep account shares between creating and editing it. */
export const RepInputs = () => (
  <>
    <TextInput source="name" label="Name" validate={validateRepName} />
    <TextInput source="phoneNumber" label="Phone" helperText="ddd-ddd-dddd" validate={validateRepPhone} />
    <BooleanInput source="isLead" label="Lead (manages reps and demo data)" />
  </>
);
