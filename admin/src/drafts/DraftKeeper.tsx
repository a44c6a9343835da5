import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useGetIdentity } from 'react-admin';
import { formatDateTime } from '../dates';
import { fetchDraft } from './draftApi';
import { flushDraft, forgetDraft, keepDraft } from './draftKeeping';

interface DraftKeeperProps {
  formKey: string;
  applicationId: string;
  /** Form values that are no one's typing (ids): never part of a draft. */
  omit?: string[];
}

/**
 * Inside a form: brings back the rep's draft when the form opens untouched (after a sign-out, a
 * reload, another tab), and keeps every change as the draft from then on. 'Discard draft' puts the
 * form back as it was.
 */
export const DraftKeeper = ({ formKey, applicationId, omit = [] }: DraftKeeperProps) => {
  const { reset, getValues } = useFormContext();
  const { isDirty, dirtyFields } = useFormState();
  const values: unknown = useWatch();
  const { identity } = useGetIdentity();
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const restoring = useRef(true);

  useEffect(() => {
    let cancelled = false;
    restoring.current = true;
    fetchDraft(formKey)
      .then((draft) => {
        if (cancelled || !draft) return;
        const saved = JSON.parse(draft.values) as Record<string, unknown>;
        reset({ ...getValues(), ...saved }, { keepDefaultValues: true });
        setRestoredAt(draft.updatedAt);
      })
      .catch((error: unknown) => console.error('The draft could not be read', error))
      .finally(() => {
        if (!cancelled) restoring.current = false;
      });
    return () => {
      cancelled = true;
      void flushDraft(formKey, true);
    };
    // Once per form: a later restore would overwrite what the rep typed since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formKey]);

  useEffect(() => {
    if (restoring.current || !isDirty) return;
    // Only what the rep changed: a field never touched keeps its saved value, never a draft's copy.
    const changed = new Set(Object.keys(dirtyFields));
    const typed = Object.fromEntries(
      Object.entries((values ?? {}) as Record<string, unknown>).filter(
        ([key]) => changed.has(key) && !omit.includes(key),
      ),
    );
    keepDraft(formKey, {
      applicationId,
      values: JSON.stringify(typed),
      userId: identity ? String(identity.id) : null,
    });
  }, [values, isDirty, dirtyFields, formKey, applicationId, identity, omit]);

  if (!restoredAt) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            reset();
            setRestoredAt(null);
            void forgetDraft(formKey);
          }}
        >
          Discard draft
        </Button>
      }
    >
      Your draft from {formatDateTime(restoredAt)} is back.
    </Alert>
  );
};
