import { Create, PasswordInput, SimpleForm, TextInput } from 'react-admin';
import { passwordLength, passwordSpecialCharacters } from '@domain/password';
import { RepInputs } from './RepInputs';
import { validateRepEmail, validateRepPassword } from './repValidators';

const passwordHelp = `${passwordLength.min} to ${passwordLength.max} letters and digits, at least one of each; may also use spaces and ${passwordSpecialCharacters.split('').join(' ')}`;

export const RepCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ isLead: false }}>
      <TextInput source="email" label="Email" type="email" validate={validateRepEmail} />
      <RepInputs />
      <PasswordInput
        source="password"
        label="Password"
        helperText={passwordHelp}
        validate={validateRepPassword}
      />
    </SimpleForm>
  </Create>
);

export default RepCreate;
