import { saveAboutYou } from '../../services/flow/aboutYou';
import { signContract } from '../../services/flow/contract';
import { connectBankAccount, verifyIncomePrediction } from '../../services/flow/bank';
import { bankLinkToken } from '../../services/flow/bankLinkToken';
import { submitExpenses, updateExpense } from '../../services/flow/expenses';
import { saveExpenseLines } from '../../services/flow/expenseLines';
import { saveMonthlyIncome } from '../../services/flow/monthlyIncome';
import {
  acceptDecision,
  presentDecision,
  reasonForNotConnecting,
  recordLastViewedPage,
} from '../../services/flow/offers';
import {
  saveCreditHistory,
  saveLifeEvents,
  savePersonalInformation,
  saveRentalInformation,
} from '../../services/flow/steps';
import { correctAddress, saveYourContact } from '../../services/flow/yourContact';
import { requireViewer } from '../context';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

export const flowQueryResolvers = {
  bankLinkToken: (_, args, ctx) => bankLinkToken(ctx.deps, requireViewer(ctx), args),
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
