import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishMessages } from '../i18n/en';

// allowMissing: server messages (e.g. 'Incorrect Username or Password') are shown as they come.
export const i18nProvider = polyglotI18nProvider(
  () => englishMessages,
  'en',
  [{ locale: 'en', name: 'English' }],
  {
    allowMissing: true,
  },
);
