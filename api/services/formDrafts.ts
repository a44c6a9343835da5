import { requirePermission } from '../auth/permissions';
import type { Viewer } from '../auth/viewer';
import { inTransaction, readData } from '../data/bound';
import { maxDraftLength, parsedDraftValues, parsedFormKey } from '../domain/formDraft';
import { AppError, notFound } from '../errors';
import type { ServiceDeps } from './deps';

/*
 * Drafts of the console's forms, one per rep and form. A draft is the rep's own unsent typing, read
 * and written by them alone and never audited: the attempt or plan it becomes is.
 */

const badKey = () => new AppError('BAD_USER_INPUT', 'formKey is invalid', { formKey: 'formKey is invalid' });

export async function formDraft(deps: ServiceDeps, viewer: Viewer, formKey: string) {
  requirePermission(viewer, 'workspace:keep');
  if (!parsedFormKey(formKey)) throw badKey();
  return readData(deps.database).formDrafts.formDraftOf(viewer.id, formKey);
}

export async function saveFormDraft(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { formKey: string; applicationId: string; values: string },
) {
  requirePermission(viewer, 'workspace:keep');
  const key = parsedFormKey(input.formKey);
  if (!key || key.applicationId !== input.applicationId) throw badKey();
  const values = parsedDraftValues(input.values);
  if (!values)
    throw new AppError('BAD_USER_INPUT', `A draft is a form's values, at most ${maxDraftLength} characters`, {
      values: 'values is invalid',
    });
  return inTransaction(deps.database, async (data) => {
    if (!(await data.applications.applicationById(input.applicationId))) throw notFound('Application');
    return data.formDrafts.upsertFormDraft({
      userId: viewer.id,
      formKey: input.formKey,
      applicationId: input.applicationId,
      values,
      updatedAt: deps.now().toISOString(),
    });
  });
}

export async function discardFormDraft(deps: ServiceDeps, viewer: Viewer, formKey: string) {
  requirePermission(viewer, 'workspace:keep');
  if (!parsedFormKey(formKey)) throw badKey();
  return inTransaction(deps.database, (data) => data.formDrafts.deleteFormDraft(viewer.id, formKey));
}
