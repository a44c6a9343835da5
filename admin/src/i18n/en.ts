import raEnglishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

export const englishMessages: TranslationMessages = {
  ...raEnglishMessages,
  resources: {
    Application: {
      name: 'Application |||| Applications',
      fields: {
        borrowerName: 'Borrower',
        borrowerEmail: 'E-mail',
        borrowerPhoneNumber: 'Phone',
        routerLabel: 'Referral',
        createdAt: 'Created',
        assignedToName: 'Assigned to',
        assignedToAt: 'Assigned at',
        hasOffers: 'Offers',
        isEnrolledInAPlan: 'Enrolled in a plan',
        hasConnectedAccount: 'Bank connected',
        contactAttemptCount: 'Contact attempts',
        lastViewedPage: 'Last viewed page',
        lastCompletedPage: 'Last completed page',
        selfReportedMonthlyCurrentIncome: 'Self-reported monthly income',
        verifiedMonthlyCurrentIncome: 'Verified monthly income',
      },
    },
  },
};
