import type { LegalContent } from './types';

const updated = 'Not yet in effect: the date is set when counsel approves this text.';

export const legalEn: LegalContent = {
  terms: {
    title: 'Terms and Conditions',
    description: 'The terms for using the Relief Service website and its free debt evaluation.',
    updated,
    intro:
      'These terms explain what you can expect from us and what we expect from you when you use this website. Please read them before you apply. By using the site you agree to them.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'Relief Service is run with a nonprofit credit counseling agency that belongs to a national network of counseling agencies. We offer a free online evaluation of your debts and, if it suits you, a debt management plan or a rental relief plan.',
        ],
      },
      {
        heading: 'What the service is, and what it is not',
        paragraphs: [
          'Our evaluation is an estimate based on what you tell us, your credit report and, if you choose, your bank records. It is guidance, not a loan, not legal advice and not a promise that any creditor will accept a plan.',
          'Creditors decide for themselves whether to lower interest rates or waive fees. A certified counselor will explain your options before you agree to anything.',
        ],
      },
      {
        heading: 'Cost',
        paragraphs: [
          'The online evaluation and counseling are free. If you enroll in a plan, any monthly plan fee is shown to you in writing before you sign, is within the limits of your state’s law, and may be reduced or waived if you cannot afford it.',
        ],
      },
      {
        heading: 'What we ask of you',
        paragraphs: ['To use the service you agree to:'],
        list: [
          'give true and complete information about yourself, your income and your debts;',
          'apply only for yourself, or for a spouse or partner who has agreed to it;',
          'keep your password private and tell us if you think someone else has used your account;',
          'not misuse the site, for example by trying to reach other people’s information.',
        ],
      },
      {
        heading: 'Your consent to a credit check and to contact',
        paragraphs: [
          'When you apply, you authorize us to get your credit report as described in our Credit Report Policy. You also agree that we may contact you by phone, text message or e-mail about your application. Message and data rates may apply, and you can ask us to stop at any time.',
        ],
      },
      {
        heading: 'Your information',
        paragraphs: [
          'Our Privacy Policy explains what we collect and how we protect it, and our Vendor Sharing page lists the companies that help us and what they receive.',
        ],
      },
      {
        heading: 'Limits of our responsibility',
        paragraphs: [
          'We work hard to keep the site accurate and available, but we cannot promise it will always be free of errors or interruptions. To the extent the law allows, we are not responsible for losses caused by information you gave us that was wrong, or by a creditor’s decision.',
        ],
      },
      {
        heading: 'Changes and questions',
        paragraphs: [
          'We may update these terms. If a change matters to you, we will tell you on this page and, when you have an account, by e-mail. Questions are welcome: call the number at the bottom of this page.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    description: 'What information Relief Service collects, why, who it is shared with and your choices.',
    updated,
    intro:
      'Your financial life is private. This policy explains, in plain words, what we collect, why we need it, who we share it with and what choices you have.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: ['We collect only what we need to evaluate your situation and help you:'],
        list: [
          'contact details: your name, address, e-mail and phone number;',
          'household details: the people you live with, hardships you tell us about, your income and expenses;',
          'your credit report and debts, with your permission;',
          'bank account and transaction information, only if you choose to connect your bank;',
          'notes from our conversations with you, and basic information about how you use the site.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'We use your information to prepare your evaluation, to propose and run a plan with your creditors or landlord, to contact you about your application, to prevent fraud, and to meet our legal duties as a counseling agency.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'We never sell your information. We share it only with your creditors or landlord when you enroll in a plan, with the vendors listed on our Vendor Sharing page who help us run the service, with the counseling network that certifies our work, and when the law requires it.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Information is encrypted when it travels between you and us. Only staff who need it to help you can see it, and every look at your file is recorded. Our vendors must protect your information as carefully as we do.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: ['You can:'],
        list: [
          'ask to see the information we hold about you, and ask us to correct it;',
          'ask us to stop contacting you by phone, text or e-mail;',
          'disconnect your bank account at any time;',
          'ask us to delete your information when we no longer need to keep it by law.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your records while we are helping you and afterwards for as long as the law or our agreements with creditors require, then we delete them.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'For any privacy question or request, call the number at the bottom of this page. We will answer within 30 days.',
        ],
      },
    ],
  },

  creditReport: {
    title: 'Credit Report Policy',
    description: 'How and why Relief Service gets your credit report, and how it affects your credit score.',
    updated,
    intro:
      'To evaluate your debts we need to see them. This policy explains how we get your credit report and what that means for you.',
    sections: [
      {
        heading: 'Your permission',
        paragraphs: [
          'We get your credit report only after you agree to it in your application. By agreeing, you authorize us, under the Fair Credit Reporting Act, to obtain your report from a national credit bureau to evaluate your debts and offer you counseling and a plan.',
        ],
      },
      {
        heading: 'A soft inquiry',
        paragraphs: [
          'We use a soft inquiry. It does not lower your credit score, and other lenders cannot see it. It appears only on the copy of the report you request yourself.',
        ],
      },
      {
        heading: 'What we look at',
        paragraphs: [
          'We read your open accounts, balances, monthly payments and payment history. We use them to list your debts, estimate what you pay each month and suggest a plan. We do not use your report to decide whether to lend you money; we do not lend.',
        ],
      },
      {
        heading: 'If something is wrong',
        paragraphs: [
          'If your report has a mistake, you have the right to dispute it with the credit bureau, free of charge. You are also entitled to a free copy of your report from each national bureau every year at annualcreditreport.com. Our counselors can help you do both.',
        ],
      },
      {
        heading: 'If we cannot get your report',
        paragraphs: [
          'Sometimes the bureau cannot match your details. If that happens, a certified counselor will call you to finish your evaluation by phone.',
        ],
      },
    ],
  },

  vendorSharing: {
    title: 'Vendor Sharing',
    description: 'The companies that help Relief Service run, what information they receive and why.',
    updated,
    intro:
      'We rely on a few specialized companies to run this service. Each receives only what it needs for its job, must keep it confidential, and may not sell it or use it for its own marketing.',
    caption: 'Vendors we share information with, what we share and why',
    vendors: [
      {
        vendor: 'National credit bureau',
        service: 'Provides your credit report',
        data: 'Name, address, date of birth and Social Security number',
        why: 'To find your report and list your debts (a soft inquiry that does not affect your score)',
      },
      {
        vendor: 'Plaid',
        service: 'Connects your bank account securely',
        data: 'The bank login you enter in Plaid’s window; we receive balances, income and transactions',
        why: 'To verify your income and expenses, only if you choose to connect a bank',
      },
      {
        vendor: 'Twilio',
        service: 'Checks phone numbers and sends text messages',
        data: 'Your phone number and the text of our messages',
        why: 'To confirm your number is valid and to send you codes and updates you asked for',
      },
      {
        vendor: 'E-mail delivery provider',
        service: 'Delivers our e-mails',
        data: 'Your e-mail address and the content of our e-mails',
        why: 'To send verification codes, password resets and updates on your application',
      },
      {
        vendor: 'National counseling network',
        service: 'Certifies our counselors and connects us with creditors',
        data: 'Your plan details and, when you enroll, the debts in your plan',
        why: 'To propose your plan to creditors and to meet the network’s quality standards',
      },
      {
        vendor: 'Website analytics',
        service: 'Counts visits and measures how the site is used',
        data: 'Pages visited, device type and general location; never your answers or financial details',
        why: 'To find and fix the parts of the site that are hard to use',
      },
    ],
    sections: [
      {
        heading: 'Your choices',
        paragraphs: [
          'Connecting a bank is optional: you can give us your income yourself instead. You can ask us to stop text messages at any time by replying STOP. For any question about this list, call the number at the bottom of this page.',
        ],
      },
    ],
  },
};
