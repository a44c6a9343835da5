import { readData } from '../../data/bound';
import { knownLanguage, mailLanguage } from '../../domain/applicationOptions';
import { createSandboxPublicToken, sandboxInstitutions } from '../../integrations';
import { saveAboutYou } from '../../services/flow/aboutYou';
import { signContract } from '../../services/flow/contract';
import { connectBankAccount, requireBankLink, verifyIncomePrediction } from '../../services/flow/bank';
import { submitExpenses, updateExpense } from '../../services/flow/expenses';
import { saveExpenseLines } from '../../services/flow/expenseLines';
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
import { correctAddress, saveYourContact } from '../../services/flow/yourContact';
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
  const borrower = application.applicationBorrowerId
    ? await readData(ctx.database).borrowers.borrowerById(application.applicationBorrowerId)
    : undefined;
  return mailLanguage(borrower?.preferredLanguage);
}

export const flowQueryResolvers = {
  bankLinkToken: async (_, { applicationId, bankItemId, language }, ctx) => {
    const application = await ownedApplication(readData(ctx.database), requireViewer(ctx), applicationId);
    // Update mode: the item must be the borrower's own, like the application.
    const item = bankItemId ? await ownedBankItem(ctx.database, requireViewer(ctx), bankItemId) : null;
    const bankLink = requireBankLink(ctx.deps);
    const { modes } = ctx.deps.integrations;
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
  saveAboutYou: (_, { input }, ctx) => saveAboutYou(ctx.deps, ctx.viewer, input),
  saveLifeEvents: (_, { input }, ctx) => saveLifeEvents(ctx.deps, requireViewer(ctx), input),
  saveCreditHistory: (_, { input }, ctx) => saveCreditHistory(ctx.deps, requireViewer(ctx), input),
  saveRentalInformation: (_, { input }, ctx) => saveRentalInformation(ctx.deps, requireViewer(ctx), input),
  savePersonalInformation: (_, { input }, ctx) =>
    savePersonalInformation(ctx.deps, requireViewer(ctx), input),
  saveYourContact: (_, { input }, ctx) => saveYourContact(ctx.deps, requireViewer(ctx), input),
  correctAddress: (_, { input }, ctx) => correctAddress(ctx.deps, requireViewer(ctx), input),
  saveMonthlyIncome: (_, { input }, ctx) => saveMonthlyIncome(ctx.deps, requireViewer(ctx), input),
  updateExpense: (_, { id, ...amounts }, ctx) => updateExpense(ctx.deps, requireViewer(ctx), id, amounts),
  saveExpenseLines: (_, { input }, ctx) => saveExpenseLines(ctx.deps, requireViewer(ctx), input),
  submitExpenses: (_, { input }, ctx) => submitExpenses(ctx.deps, requireViewer(ctx), input),
  saveReasonForNotConnecting: (_, { input }, ctx) =>
    reasonForNotConnecting(ctx.deps, requireViewer(ctx), input),
  connectBankAccount: (_, { input }, ctx) => connectBankAccount(ctx.deps, requireViewer(ctx), input),
  verifyIncomePrediction: (_, args, ctx) =>
    verifyIncomePrediction(ctx.deps, requireViewer(ctx), args.id, args.isVerifiedAsIncome),
  presentDecision: (_, { applicationId }, ctx) =>
    presentDecision(ctx.deps, requireViewer(ctx), applicationId),
  acceptDecision: (_, { applicationId }, ctx) => acceptDecision(ctx.deps, requireViewer(ctx), applicationId),
  signContract: (_, { input }, ctx) => signContract(ctx.deps, requireViewer(ctx), input),
  recordLastViewedPage: (_, args, ctx) =>
    recordLastViewedPage(ctx.deps, requireViewer(ctx), args.applicationId, args.page),
} satisfies MutationResolvers;
