import {
  BooleanField,
  BooleanInput,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useGetIdentity,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import type { Rep } from '../records';
import { DeactivateRepButton } from '../workload/DeactivateRepButton';
import { holdsText } from '../workload/workloadApi';
import { RepInputs } from './RepInputs';
import { ResetSecondFactorButton } from './ResetSecondFactorButton';

/** Deactivating moves what the rep holds in the same step (the server refuses it otherwise). */
const DeactivateFromEdit = () => {
  const rep = useRecordContext<Rep>();
  const { identity } = useGetIdentity();
  const redirect = useRedirect();
  if (!rep?.isActive || rep.id === identity?.id) return null;
  return (
    <DeactivateRepButton
      repId={String(rep.id)}
      repName={rep.name ?? rep.email}
      holds={holdsText({ claims: rep.assignedCount ?? 0, callbacks: 0 })}
      onDone={() => redirect('list', 'Rep')}
    />
  );
};

/** Switches a deactivated account back on; an active one is switched off by Deactivate. */
const ActiveSwitch = () => {
  const rep = useRecordContext<Rep>();
  return (
    <BooleanInput
      source="isActive"
      label="Active"
      disabled={rep?.isActive === true}
      helperText={
        rep?.isActive ? 'To switch this account off, use Deactivate: it moves their work first.' : false
      }
    />
  );
};

/**
 * A lead edits a rep. An active rep is switched off with Deactivate, which names who takes their
 * work; a deactivated one is switched back on with Active.
 */
export const RepEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    {/* No Delete: accounts are deactivated, never deleted, so the audit log keeps its actors. */}
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
          <ResetSecondFactorButton />
          <DeactivateFromEdit />
        </Toolbar>
      }
    >
      <Labeled label="Email">
        <TextField source="email" />
      </Labeled>
      <RepInputs />
      <ActiveSwitch />
      <Labeled label="Two-step sign-in">
        <BooleanField source="hasSecondFactor" />
      </Labeled>
    </SimpleForm>
  </Edit>
);

export default RepEdit;
