/** The e-mails the product sends, the facts each needs, and how a language renders them. */
export type MailLanguage = 'en' | 'es';

/** Each template with the facts it needs. */
export type EmailContent =
  /** After About you: the account exists with a random password; this link lets the borrower set one. */
  | { template: 'initialEmail'; firstName: string; email: string; code: string }
  | { template: 'passwordResetCode'; email: string; code: string }
  /** After a password change or reset: tells the owner, so a change they did not make is noticed. */
  | { template: 'passwordChanged' }
  /** To the old address after an e-mail change, for the same reason. */
  | { template: 'emailChanged'; newEmail: string }
  /** To the new address when a change is asked for: the link that confirms it (its secret is `token`). */
  | { template: 'confirmEmailChange'; newEmail: string; token: string }
  /** To the old address when a change is asked for: nothing has changed yet, and what to do if it was not them. */
  | { template: 'emailChangeRequested'; newEmail: string }
  | { template: 'obtainedOffer'; firstName: string }
  | { template: 'completedRentalApplication'; firstName: string }
  /** A rep's link to reconnect a disconnected (or never connected) bank, in the portal. */
  | { template: 'bankReconnect'; firstName: string }
  /**
   * An hour after a borrower stopped part-way: a link back to the page (`route`, a path of the site).
   * Without a password of their own yet, they are told how to get one.
   */
  | {
      template: 'resumeApplication';
      firstName: string;
      route: string;
      /** A rental relief application, not a debt-relief analysis. */
      rental: boolean;
      hasPassword: boolean;
    }
  /**
   * To each signer once everyone has signed: the signed plan agreement, attached as a PDF, with its
   * version and its figures (the agreement's own rows, api/domain/agreementDocument.ts).
   */
  | {
      template: 'signedAgreement';
      firstName: string;
      sha256: string;
      version: number;
      summary: { label: string; value: string }[];
    }
  /** A counsellor completed the Credit review of an application no bureau pulled: the results wait. */
  | { template: 'creditReviewed'; firstName: string };

export type EmailTemplate = EmailContent['template'];

export interface EmailContext {
  language: MailLanguage;
  /** The site's public origin, for absolute links. */
  origin: string;
  counselorPhone: string;
}

/** Absolute links to the site, in the reader's language (Spanish pages live under /es). */
export interface EmailLinks {
  verificationCode: (email: string, code: string) => string;
  verificationCodePage: string;
  signIn: string;
  bankConnections: string;
  forgotPassword: string;
  /** The page that confirms a change of e-mail, with the change's token. */
  confirmEmail: (token: string) => string;
  /** A page of the site (a path such as /application/expenses) in the reader's language. */
  page: (path: string) => string;
}

export type EmailRenderers = {
  [T in EmailTemplate]: (
    content: Extract<EmailContent, { template: T }>,
    links: EmailLinks,
    counselorPhone: string,
  ) => { subject: string; text: string };
};
