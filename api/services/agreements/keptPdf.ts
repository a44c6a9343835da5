import type { Viewer } from '../../auth/viewer';
import { readData } from '../../data/bound';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../deps';

/**
 * The signed-in borrower's copy of their agreement in force: the PDF kept when its last signer
 * signed, byte for byte (its SHA-256 is the one in History and in the e-mail).
 */
export async function keptAgreementPdf({ database }: ServiceDeps, viewer: Viewer) {
  const data = readData(database);
  const application = await data.applications.newestOwnedApplication(viewer.id);
  const kept = application ? await data.agreements.newestKeptAgreementOf(application.id) : null;
  if (!kept) throw notFound('Signed agreement');
  return { pdf: Buffer.from(kept.pdf, 'base64'), version: kept.version };
}
