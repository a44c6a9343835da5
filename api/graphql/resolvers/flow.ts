import type { YourContactValues } from '../../domain/yourContactForm';
import type { CreditHistoryValues, RentalInformationValues } from '../../domain/applicationForms';
import { borrowerById } from '../../data/borrowers';
import { knownLanguage, mailLanguage } from '../../domain/applicationOptions';
import { createSandboxPublicToken, sandboxInstitutions } from '../../integrations';
import { saveAboutYou, type AboutYouInput } from '../../services/flow/aboutYou';
import { signContract } from '../../services/flow/contract';
import {
  connectBankAccount,
  verifyIncomePrediction,
  type BankConnectionInput,
} from '../../services/flow/bank';
import { submitExpenses, updateExpense } from '../../services/flow/expenses';
import { saveMonthlyIncome } from '../../services/flow/monthlyIncome';
import {
  acceptDecision,
  presentDecision,
  reasonForNotConnecting,
  recordLastViewedPage,
} from '../../services/flow/offers';
import { ownedApplication } from '../../services/flow/ownership';
import { ownedBankItem } from '../../services/portal/portalActions';
import {
  saveCreditHistory,
  saveLifeEvents,
  savePersonalInformation,
  saveRentalInformation,
} from '../../services/flow/steps';
import { saveYourContact } from '../../services/flow/yourContact';
import { requireViewer, type Context } from '../context';

/** The sandbox bank picker's choices: each already holds the public token Link would hand over. */
const sandboxPicker = () =>
  sandboxInstitutions.map(({ institutionId, name }) => ({
    institutionId,
    name,
    publicToken: createSandboxPublicToken(institutionId),
  }));
type Input<T> = { input: T };

/** Plaid Link speaks the page's language; asked without one, the borrower's preferred language. */
async function linkLanguage(
  ctx: Context,
  application: { applicationBorrowerId: string | null },
  asked: string | null | undefined,
) {
  const known = knownLanguage(asked);
  if (known) return known;
  const { db, t } = ctx.database;
  const borrower = application.applicationBorrowerId
    ? await borrowerById(db, t, application.applicationBorrowerId)
    : undefined;
  return mailLanguage(borrower?.preferredLanguage);
}

export const flowQueryResolvers = {
  bankLinkToken: async (
    _: unknown,
    {
      applicationId,
      bankItemId,
      language,
    }: { applicationId: string; bankItemId?: string | null; language?: string | null },
    ctx: Context,
  ) => {
    const application = await ownedApplication(
      ctx.database.db,
      ctx.database.t,
      requireViewer(ctx),
      applicationId,
    );
    // Update mode: the item must be the borrower's own, like the application.
    const item = bankItemId ? await ownedBankItem(ctx.database, requireViewer(ctx), bankItemId) : null;
    const { bankLink, modes } = ctx.deps.integrations;
    const picker = sandboxPicker().filter((bank) => !item || bank.institutionId === item.institutionId);
    return {
      linkToken: await bankLink.createLinkToken(
        application.owner ?? requireViewer(ctx).id,
        await linkLanguage(ctx, application, language),
        item?.accessToken ?? undefined,
      ),
      mode: modes.bankLink,
      institutions: modes.bankLink === 'sandbox' ? picker : null,
    };
  },
};

export const flowMutationResolvers = {
  saveAboutYou: (_: unknown, { input }: Input<AboutYouInput>, ctx: Context) =>
    saveAboutYou(ctx.deps, ctx.viewer, input),
  saveLifeEvents: (
    _: unknown,
    {
      input,
    }: Input<{
      applicationId: string;
      hardships: { key: string; value: boolean }[];
      kindOfRelief?: string | null;
    }>,
    ctx: Context,
  ) => saveLifeEvents(ctx.deps, requireViewer(ctx), input),
  saveCreditHistory: (
    _: unknown,
    { input }: Input<CreditHistoryValues & { applicationId: string }>,
    ctx: Context,
  ) => saveCreditHistory(ctx.deps, requireViewer(ctx), input),
  saveRentalInformation: (
    _: unknown,
    { input }: Input<RentalInformationValues & { applicationId: string }>,
    ctx: Context,
  ) => saveRentalInformation(ctx.deps, requireViewer(ctx), input),
  savePersonalInformation: (
    _: unknown,
    {
      input,
    }: Input<{
      applicationId: string;
      hasServedInMilitary?: boolean | null;
      race?: string | null;
      ethnicity?: string | null;
    }>,
    ctx: Context,
  ) => savePersonalInformation(ctx.deps, requireViewer(ctx), input),
  saveYourContact: (
    _: unknown,
    { input }: Input<YourContactValues & { applicationId: string }>,
    ctx: Context,
  ) => saveYourContact(ctx.deps, requireViewer(ctx), input),
  saveMonthlyIncome: (
    _: unknown,
    { input }: Input<{ applicationId: string; selfReportedMonthlyCurrentIncome?: number | null }>,
    ctx: Context,
  ) => saveMonthlyIncome(ctx.deps, requireViewer(ctx), input),
  updateExpense: (
    _: unknown,
    { id, ...amounts }: { id: string; selfReportedValue?: number | null; totalDebtAmount?: number | null },
    ctx: Context,
  ) => updateExpense(ctx.deps, requireViewer(ctx), id, amounts),
  submitExpenses: (
    _: unknown,
    {
      input,
    }: Input<{
      applicationId: string;
      lines: { id: string; selfReportedValue?: number | null; totalDebtAmount?: number | null }[];
    }>,
    ctx: Context,
  ) => submitExpenses(ctx.deps, requireViewer(ctx), input),
  saveReasonForNotConnecting: (
    _: unknown,
    { input }: Input<{ applicationId: string; reason?: string | null; otherReason?: string | null }>,
    ctx: Context,
  ) => reasonForNotConnecting(ctx.deps, requireViewer(ctx), input),
  connectBankAccount: (_: unknown, { input }: Input<BankConnectionInput>, ctx: Context) =>
    connectBankAccount(ctx.deps, requireViewer(ctx), input),
  verifyIncomePrediction: (_: unknown, args: { id: string; isVerifiedAsIncome: boolean }, ctx: Context) =>
    verifyIncomePrediction(ctx.deps, requireViewer(ctx), args.id, args.isVerifiedAsIncome),
  presentDecision: (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) =>
    presentDecision(ctx.deps, requireViewer(ctx), applicationId),
  acceptDecision: (_: unknown, { applicationId }: { applicationId: string }, ctx: Context) =>
    acceptDecision(ctx.deps, requireViewer(ctx), applicationId),
  signContract: (_: unknown, { input }: Input<Parameters<typeof signContract>[2]>, ctx: Context) =>
    signContract(ctx.deps, requireViewer(ctx), input),
  recordLastViewedPage: (_: unknown, args: { applicationId: string; page: string }, ctx: Context) =>
    recordLastViewedPage(ctx.deps, requireViewer(ctx), args.applicationId, args.page),
};
