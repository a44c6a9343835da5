import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { CreditorKind } from '@domain/creditorTerms';
import type { Creditor } from '../records';
import { CreditorHistory } from './CreditorHistory';
import { CreditorInputs } from './CreditorInputs';
import { creditorFormErrors, creditorToSave, nextVersionValues } from './creditorModel';

/** The next version's form: the latest terms to start from, in effect from today (or its later day). */
const NextVersionForm = () => {
  const record = useRecordContext<Creditor>();
  if (!record) return null;
  const kind = record.kind as CreditorKind;
  return (
    // No Delete: a version is never removed, so every offer's terms stay explained.
    <SimpleForm
      record={nextVersionValues(record)}
      validate={(values) => creditorFormErrors(values, kind)}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <Typography variant="body2" color="text.secondary">
        Saving records version {record.version + 1}; version {record.version} and every offer made with it
        stay as they are.
      </Typography>
      <CreditorInputs kind={kind} />
    </SimpleForm>
  );
};

/** A lead changes a creditor's terms: never in place, always as the next version (audited). */
export const CreditorEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={creditorToSave}>
    <NextVersionForm />
    <CreditorHistory />
  </Edit>
);

export default CreditorEdit;
