import type { Viewer } from '../../auth/viewer';
import { readData, type Data } from '../../data/bound';
import { knownLanguage, mailLanguage } from '../../domain/applicationOptions';
import { createSandboxPublicToken, sandboxInstitutions } from '../../integrations';
import type { ServiceDeps } from '../deps';
import { ownedBankItem } from '../portal/portalActions';
import { requireBankLink } from './bank';
import { ownedApplication } from './ownership';

export interface BankLinkTokenRequest {
  applicationId: string;
  /** Update mode: reconnect this item of the borrower's instead of linking a new one. */
  bankItemId?: string | null;
  language?: string | null;
}

/** The sandbox bank picker's choices: each already holds the public token Link would hand over. */
const sandboxPicker = () =>
  sandboxInstitutions.map(({ institutionId, name }) => ({
    institutionId,
    name,
    publicToken: createSandboxPublicToken(institutionId),
  }));

/** Plaid Link speaks the page's language; asked without one, the borrower's preferred language. */
async function linkLanguage(
  data: Data,
  application: { applicationBorrowerId: string | null },
  asked: string | null | undefined,
) {
  const known = knownLanguage(asked);
  if (known) return known;
  const borrower = application.applicationBorrowerId
    ? await data.borrowers.borrowerById(application.applicationBorrowerId)
    : undefined;
  return mailLanguage(borrower?.preferredLanguage);
}

/**
 * A Link token for the borrower's own application (and, to reconnect, their own bank item), with the
 * sandbox's picker where banks are simulated.
 */
export async function bankLinkToken(
  deps: ServiceDeps,
  viewer: Viewer,
  { applicationId, bankItemId, language }: BankLinkTokenRequest,
) {
  const data = readData(deps.database);
  const application = await ownedApplication(data, viewer, applicationId);
  // Update mode: the item must be the borrower's own, like the application.
  const item = bankItemId ? await ownedBankItem(deps.database, viewer, bankItemId) : null;
  const bankLink = requireBankLink(deps);
  const { modes } = deps.integrations;
  const picker = sandboxPicker().filter((bank) => !item || bank.institutionId === item.institutionId);
  return {
    linkToken: await bankLink.createLinkToken(
      application.owner ?? viewer.id,
      await linkLanguage(data, application, language),
      item?.accessToken ?? undefined,
    ),
    mode: modes.bankLink,
    institutions: modes.bankLink === 'sandbox' ? picker : null,
  };
}
