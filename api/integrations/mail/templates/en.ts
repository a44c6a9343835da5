import { emailChangeLinkHours } from '../../../domain/accountForms';
import type { EmailRenderers } from './types';

export const english: EmailRenderers = {
  initialEmail: ({ firstName, email, code }, links, counselorPhone) => ({
    subject: 'Your free debt-relief analysis: set your password',
    text: `Hi ${firstName},

Thank you for starting your application with us. Your answers are saved, so you can come back at any time.

To finish setting up your account, choose a password here:
${links.verificationCode(email, code)}

If the link does not work, go to ${links.verificationCodePage} and enter this code: ${code}

If you did not start an application, you can ignore this e-mail.

Questions? Call a certified counselor at ${counselorPhone}.
`,
  }),

  passwordResetCode: ({ email, code }, links) => ({
    subject: 'Your password reset code',
    text: `Your verification code is ${code}.

Enter it on the password reset page to choose a new password, or follow this link:
${links.verificationCode(email, code)}

The code works for 15 minutes. If you did not ask to reset your password, you can ignore this e-mail: your password has not changed.
`,
  }),

  passwordChanged: (_content, links, counselorPhone) => ({
    subject: 'Your password was changed',
    text: `The password of your account was just changed, and every device that was signed in has been signed out.

You can sign in with your new password here: ${links.signIn}

If you did not change your password, call us right away at ${counselorPhone}.
`,
  }),

  emailChanged: ({ newEmail }, links, counselorPhone) => ({
    subject: 'Your e-mail address was changed',
    text: `The e-mail address of your account was just changed to ${newEmail}. From now on, sign in with the new address: ${links.signIn}

If you did not make this change, call us right away at ${counselorPhone}.
`,
  }),

  confirmEmailChange: ({ newEmail, token }, links, counselorPhone) => ({
    subject: 'Confirm your new e-mail address',
    text: `You asked to sign in to your account with this e-mail address, ${newEmail}. To confirm it, open this link:
${links.confirmEmail(token)}

The link works once, for ${emailChangeLinkHours} hours. Until you open it, your account keeps its current e-mail address. Once you do, every device signed in to your account is signed out, and you sign in with ${newEmail}.

If you did not ask for this, you can ignore this e-mail: nothing changes.

Questions? Call a certified counselor at ${counselorPhone}.
`,
  }),

  emailChangeRequested: ({ newEmail }, links, counselorPhone) => ({
    subject: 'A change of your e-mail address was requested',
    text: `Someone signed in to your account asked to change its e-mail address to ${newEmail}. Nothing has changed yet: we sent a link to that address, and the change happens only if it is opened within ${emailChangeLinkHours} hours.

If this was you, there is nothing to do here.

If it was not you, choose a new password right away: ${links.forgotPassword} (we e-mail a code to this address). A new password cancels the change and signs out every device. Then call us at ${counselorPhone}.
`,
  }),

  obtainedOffer: ({ firstName }, links, counselorPhone) => ({
    subject: 'Your debt-relief offers are ready',
    text: `Hi ${firstName},

Good news: based on your application, your creditors may lower your monthly payments through a debt management plan. Your offers are waiting for you.

Sign in to review them: ${links.signIn}

A counselor can walk you through your options at ${counselorPhone}.
`,
  }),

  completedRentalApplication: ({ firstName }, links, counselorPhone) => ({
    subject: 'We received your rental relief application',
    text: `Hi ${firstName},

Thank you for completing your rental relief application. A housing counselor will review it and contact you soon.

You can sign in at any time to check on your application: ${links.signIn}

If you need help sooner, call ${counselorPhone}.
`,
  }),
  bankReconnect: ({ firstName }, links, counselorPhone) => ({
    subject: 'Please reconnect your bank account',
    text: `Hi ${firstName},

Your bank account is not connected to your account with us, so we cannot keep your income, spending and plan up to date. Connecting takes a minute and is read-only: we can never move your money.

Reconnect here: ${links.bankConnections}

You will be asked to sign in first. If you have not set a password yet, choose "Forgot your password?" on the sign-in page.

Questions? Call ${counselorPhone}.
`,
  }),

  resumeApplication: ({ firstName, route, rental, hasPassword }, links, counselorPhone) => ({
    subject: 'Your application is saved: pick up where you left off',
    text: `Hi ${firstName},

You started your ${rental ? 'rental relief application' : 'free debt-relief analysis'} and stopped part-way. Your answers are saved: the rest takes a few minutes, and this link takes you back to where you stopped:
${links.page(route)}

${
  hasPassword
    ? 'You will be asked to sign in first, with this e-mail address and your password.'
    : `You will be asked to sign in first. You have not chosen a password yet: get a code to choose one here, then sign in with this e-mail address:
${links.forgotPassword}`
}

Would you rather talk it through? Call ${rental ? 'a housing counselor' : 'a certified counselor'} at ${counselorPhone}.

If you did not start an application, you can ignore this e-mail.
`,
  }),

  signedAgreement: ({ firstName, sha256, version, summary }, links, counselorPhone) => ({
    subject: 'Your signed plan agreement',
    text: `Hi ${firstName},

Your plan is signed (version ${version} of its agreement). A copy of the agreement everyone signed is attached to this e-mail as a PDF (signed-plan-agreement.pdf): please keep it. You can also see it at any time after signing in: ${links.signIn}

${summary.map(({ label, value }) => `${label}: ${value}`).join('\n')}

If you would like this agreement on paper, or no longer wish to receive records electronically, call ${counselorPhone}: a paper copy is free.

Our record of this agreement has the fingerprint (SHA-256) ${sha256}.
`,
  }),

  creditReviewed: ({ firstName }, links, counselorPhone) => ({
    subject: 'Your debt analysis results are ready',
    text: `Hi ${firstName},

A counselor has reviewed your credit report, and the results of your free debt analysis are ready.

Sign in to see them: ${links.signIn}

If you have not chosen a password yet, choose "Forgot your password?" on the sign-in page.

Questions? Call a certified counselor at ${counselorPhone}.
`,
  }),
};
