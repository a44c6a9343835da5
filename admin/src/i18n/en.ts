import raEnglishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

export const englishMessages: TranslationMessages = {
  ...raEnglishMessages,
  ra: {
    ...raEnglishMessages.ra,
    // The spec's word for signing out.
    auth: { ...raEnglishMessages.ra.auth, logout: 'Sign Out' },
  },
  relief: {
    idle: {
      title: 'Are you still there?',
      body: 'For your security, you will be signed out in %{time} because nothing has been done for a while.',
      stay: 'Stay signed in',
      signOut: 'Sign out now',
    },
  },
  resources: {
    Application: {
      name: 'Application |||| Applications',
      fields: {
        borrowerName: 'Borrower',
        borrowerLocalTime: 'Local time',
        routerLabel: 'Referral',
        createdAt: 'Created',
        assignedToName: 'Assigned to',
        hasOffers: 'Offers',
        isEnrolledInAPlan: 'Plan',
        callbackAt: 'Call back',
      },
    },
    Rep: {
      name: 'Rep |||| Reps',
      fields: { phoneNumber: 'Phone', isLead: 'Lead', isActive: 'Active' },
      // react-admin's default is 'Element created': say what was made.
      notifications: { created: 'Rep account created', updated: 'Rep account saved' },
    },
    Creditor: {
      name: 'Creditor |||| Creditors',
      fields: { q: 'Search', asOf: 'As of' },
      notifications: { created: 'Creditor added', updated: 'New version of the terms saved' },
    },
    Email: { name: 'Email |||| Outbox', fields: { to: 'To', subject: 'Subject', template: 'Template' } },
  },
};
