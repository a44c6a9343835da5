import { borrowerById } from '../../data/borrowers';
import { knownLanguage, mailLanguage } from '../../domain/applicationOptions';
import { createSandboxPublicToken, sandboxInstitutions } from '../../integrations';
import { saveAboutYou } from '../../services/flow/aboutYou';
import { signContract } from '../../services/flow/contract';
import { connectBankAccount, verifyIncomePrediction } from '../../services/flow/bank';
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
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

/** The sandbox bank picker's choices: each already holds the public token Link would hand over. */
const sandboxPicker = () =>
  sandboxInstitutions.map(({ institutionId, name }) => ({
    institutionId,
    name,
    publicToken: createSandboxPublicToken(institutionId),
  }));

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
  bankLinkToken: async (_, { applicationId, bankItemId, language }, ctx) => {
    const application = await ownedApplication(
      ctx.database.db,
      ctx.database.t,
      requireViewer(ctx),
      applicationId,
    );
    // Update mode: the item must be the borrower's own, like the application.
    const item = bankItemId ? await ownedBankItem(ctx.database, requireViewer(ctx), bankItemId) : null;
    const { bankLink, modes } = ctx.flow.integrations;
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
} satisfies QueryResolvers;

export const flowMutationResolvers = {
  saveAboutYou: (_, { input }, ctx) => saveAboutYou(ctx.flow, ctx.viewer, input),
  saveLifeEvents: (_, { input }, ctx) => saveLifeEvents(ctx.flow, requireViewer(ctx), input),
  saveCreditHistory: (_, { input }, ctx) => saveCreditHistory(ctx.flow, requireViewer(ctx), input),
  saveRentalInformation: (_, { input }, ctx) => saveRentalInformation(ctx.flow, requireViewer(ctx), input),
  savePersonalInformation: (_, { input }, ctx) =>
    savePersonalInformation(ctx.flow, requireViewer(ctx), input),
  saveYourContact: (_, { input }, ctx) => saveYourContact(ctx.flow, requireViewer(ctx), input),
  saveMonthlyIncome: (_, { input }, ctx) => saveMonthlyIncome(ctx.flow, requireViewer(ctx), input),
  updateExpense: (_, { id, ...amounts }, ctx) => updateExpense(ctx.flow, requireViewer(ctx), id, amounts),
  submitExpenses: (_, { input }, ctx) => submitExpenses(ctx.flow, requireViewer(ctx), input),
  saveReasonForNotConnecting: (_, { input }, ctx) =>
    reasonForNotConnecting(ctx.flow, requireViewer(ctx), input),
  connectBankAccount: (_, { input }, ctx) => connectBankAccount(ctx.flow, requireViewer(ctx), input),
  verifyIncomePrediction: (_, args, ctx) =>
    verifyIncomePrediction(ctx.flow, requireViewer(ctx), args.id, args.isVerifiedAsIncome),
  presentDecision: (_, { applicationId }, ctx) =>
    presentDecision(ctx.flow, requireViewer(ctx), applicationId),
  acceptDecision: (_, { applicationId }, ctx) => acceptDecision(ctx.flow, requireViewer(ctx), applicationId),
  signContract: (_, { input }, ctx) => signContract(ctx.flow, requireViewer(ctx), input),
  recordLastViewedPage: (_, args, ctx) =>
    recordLastViewedPage(ctx.flow, requireViewer(ctx), args.applicationId, args.page),
} satisfies MutationResolvers;
