import {
  BooleanField,
  BooleanInput,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
} from 'react-admin';
import { RepInputs } from './RepInputs';
import { ResetSecondFactorButton } from './ResetSecondFactorButton';

/** A lead edits a rep; clearing Active deactivates the account and ends its sessions. */
export const RepEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    {/* No Delete: accounts are deactivated, never deleted, so the audit log keeps its actors. */}
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
          <ResetSecondFactorButton />
        </Toolbar>
      }
    >
      <Labeled label="Email">
        <TextField source="email" />
      </Labeled>
      <RepInputs />
      <BooleanInput source="isActive" label="Active" />
      <Labeled label="Two-step sign-in">
        <BooleanField source="hasSecondFactor" />
      </Labeled>
    </SimpleForm>
  </Edit>
);

export default RepEdit;
