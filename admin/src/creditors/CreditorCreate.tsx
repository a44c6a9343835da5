import { Create, SimpleForm } from 'react-admin';
import { CreditorInputs } from './CreditorInputs';
import { creditorFormErrors, creditorToSave, newCreditor } from './creditorModel';

/** A lead adds a creditor the table did not name: its first version, in effect from its day. */
export const CreditorCreate = () => (
  <Create redirect="list" transform={creditorToSave}>
    <SimpleForm defaultValues={newCreditor()} validate={(values) => creditorFormErrors(values, 'creditor')}>
      <CreditorInputs kind="creditor" />
    </SimpleForm>
  </Create>
);

export default CreditorCreate;
