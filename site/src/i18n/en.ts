/** English is the source of truth: every key exists here, and other languages fall back to it. */
export const en = {
  'site.name': 'Relief Service',
  'site.tagline': 'Nonprofit credit counseling',

  'layout.skipLink': 'Skip to main content',
  'layout.noscript': 'Your browser does not support JavaScript!',
  'layout.newTab': '(opens in a new tab)',
  'layout.languageLabel': 'Language',

  'header.callPrompt': 'Talk to a certified counselor',
  'nav.signIn': 'Sign In',

  'footer.phonePrompt': 'Questions? Call our agency line',
  'footer.about': 'A free service from a nonprofit credit counseling agency.',
  'footer.linksLabel': 'Policies and help',
  'footer.terms': 'Terms and Conditions',
  'footer.privacy': 'Privacy Policy',
  'footer.creditReport': 'Credit Report Policy',
  'footer.vendorSharing': 'Vendor Sharing',
  'footer.faq': 'FAQ',

  'landing.meta.title': 'Get help with your debt | Relief Service',
  'landing.meta.description':
    'Free, confidential nonprofit credit counseling. Answer a few questions online and get an evaluation of your debt within 5 minutes, with no paperwork.',
  'landing.hero.title': 'Get help with your debt with nonprofit credit counseling',
  'landing.hero.lead':
    'Answer a few questions and get a free, confidential evaluation of your debt within 5 minutes. No paperwork, and no cost to you.',
  'landing.cta': 'Get Your Free Analysis',
  'landing.hero.returning': 'Already started an application?',

  'landing.values.title': 'What you can expect',
  'landing.values.free.title': 'Free for you',
  'landing.values.free.body': 'Our counseling costs you nothing, and there is no obligation.',
  'landing.values.paperwork.title': 'No paperwork',
  'landing.values.paperwork.body': 'Everything happens online. There are no forms to print, sign or mail.',
  'landing.values.fast.title': 'An evaluation within 5 minutes',
  'landing.values.fast.body': 'See your options right away instead of waiting days for a call back.',
  'landing.values.confidential.title': 'Confidential',
  'landing.values.confidential.body': 'What you share with us is kept private and secure.',

  'landing.steps.title': 'How it Works',
  'landing.steps.about.title': 'Tell us about yourself',
  'landing.steps.about.body':
    'Share your contact details and a little about your household and any recent hardships.',
  'landing.steps.connect.title': 'Connect your accounts',
  'landing.steps.connect.body': 'Securely link your bank account so we can verify your income.',
  'landing.steps.analyze.title': 'We analyze that',
  'landing.steps.analyze.body':
    'We review your income, expenses and debts to find a plan that fits your budget.',
  'landing.steps.evaluation.title': 'Get your evaluation',
  'landing.steps.evaluation.body':
    'See your options, such as a lower monthly payment for each creditor, and talk to a certified counselor if you wish.',
  'landing.steps.ready': 'Ready when you are. It only takes a few minutes.',
};

export type TranslationKey = keyof typeof en;
