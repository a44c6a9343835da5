import { BooleanInput, Edit, Labeled, SaveButton, SimpleForm, TextField, Toolbar } from 'react-admin';
import { RepInputs } from './RepInputs';

/** A lead edits a rep; clearing Active deactivates the account and ends its sessions. */
export const RepEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    {/* No Delete: accounts are deactivated, never deleted, so the audit log keeps its actors. */}
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Labeled label="Email">
        <TextField source="email" />
      </Labeled>
      <RepInputs />
      <BooleanInput source="isActive" label="Active" />
    </SimpleForm>
  </Edit>
);

export default RepEdit;
