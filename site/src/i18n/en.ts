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
  'header.signOut': 'Sign Out',

  'footer.phonePrompt': 'Questions? Call us at',
  'footer.otherLanguagePrompt': 'Help in other languages:',
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

  'landing.ctaRental': 'Start Your Rental Relief Application',
  'landing.points.title': 'How we can help',

  'video.open': 'Watch how it works',
  'video.title': 'How it works',
  'video.close': 'Close',
  'video.unsupported': 'Your browser cannot play this video.',

  'page.debtRelief.meta.title': 'Debt relief through nonprofit credit counseling | Relief Service',
  'page.debtRelief.meta.description':
    'Behind on credit cards? A free evaluation from a nonprofit agency shows how a debt management plan could lower your monthly payments.',
  'page.debtRelief.title': 'Debt relief that fits your budget',
  'page.debtRelief.lead':
    'If credit card payments are taking more than you can afford, a certified counselor can help you find a way out. Your evaluation is free, needs no paperwork and takes about 5 minutes.',
  'page.debtRelief.point1':
    'See what you could pay each month on a debt management plan, creditor by creditor.',
  'page.debtRelief.point2':
    'Many creditors lower interest rates and waive late fees for people on a nonprofit plan.',
  'page.debtRelief.point3': 'Make one monthly payment instead of juggling many due dates.',

  'page.debtAnalysis.meta.title': 'Free debt analysis | Relief Service',
  'page.debtAnalysis.meta.description':
    'Get a free, confidential analysis of your debts from a nonprofit credit counseling agency within 5 minutes, with no paperwork.',
  'page.debtAnalysis.title': 'Your free debt analysis',
  'page.debtAnalysis.lead':
    'Answer a few questions and we will look at your income, expenses and debts together. Within 5 minutes you will see where you stand and what your options are.',
  'page.debtAnalysis.point1': 'A clear picture of what you owe and what it costs you in interest.',
  'page.debtAnalysis.point2': 'A budget that shows what you can realistically pay each month.',
  'page.debtAnalysis.point3':
    'Options to lower your payments, explained by a certified counselor if you want.',

  'page.referral.meta.title': 'You were referred for free debt help | Relief Service',
  'page.referral.meta.description':
    'An organization you trust referred you to our nonprofit credit counseling. Get a free evaluation of your debt within 5 minutes.',
  'page.referral.title': 'Welcome. You were referred to us for free help with your debt',
  'page.referral.lead':
    'One of our partner organizations sent you here because we help people get out of debt at no cost to them. Start your free evaluation now; it takes about 5 minutes.',
  'page.referral.point1': 'Our partners refer people to us because our counseling is free and nonprofit.',
  'page.referral.point2': 'We only use what you share to prepare your evaluation and help you.',
  'page.referral.point3': 'You decide what to do next. There is no obligation.',

  'page.renter.meta.title': 'Rental relief for renters behind on rent | Relief Service',
  'page.renter.meta.description':
    'Behind on rent? Apply online for free rental relief help from a nonprofit counseling agency. No paperwork, and an evaluation within 5 minutes.',
  'page.renter.title': 'Behind on rent? Get help catching up',
  'page.renter.lead':
    'Our rental relief program helps renters who have fallen behind make a plan to pay back rent and stay in their homes. Applying is free, needs no paperwork and takes about 5 minutes.',
  'page.renter.point1': 'Tell us how much rent you owe and what changed for your household.',
  'page.renter.point2': 'Get a plan for paying back rent that fits your budget.',
  'page.renter.point3': 'Talk to a counselor who works with renters and their landlords.',

  'page.contact.meta.title': 'Contact us | Relief Service',
  'page.contact.meta.description':
    'Call a nonprofit credit counselor, get help in another language, or start your free debt evaluation online.',
  'page.contact.title': 'Contact us',
  'page.contact.lead':
    'We are here to help. Call us, or start online and we will be in touch with your free evaluation.',
  'page.contact.call.title': 'Call us',
  'page.contact.call.body':
    'Talk to someone who can answer your questions about your debts and your options.',
  'page.contact.language.title': 'Help in another language',
  'page.contact.language.body':
    'Everything on this site is also in Spanish. For other languages, call our interpreter line:',
  'page.contact.online.title': 'Start online',
  'page.contact.online.body': 'Get your free evaluation in about 5 minutes, any time of day.',
  'page.contact.account.title': 'Already applied?',
  'page.contact.account.body': 'Sign in to see your evaluation and your plan.',

  'faq.meta.title': 'Frequently asked questions | Relief Service',
  'faq.meta.description':
    'Answers about our free nonprofit credit counseling: cost, time, your credit score, debt management plans and help in Spanish.',
  'faq.title': 'Frequently asked questions',
  'faq.lead': 'Straight answers to the questions people ask us most.',
  'faq.free.q': 'Is it really free?',
  'faq.free.a':
    'Yes. The online evaluation and talking with a certified counselor cost you nothing, and there is no obligation. We are a nonprofit agency. If you later join a debt management plan, any monthly plan fee is explained before you agree, is limited by your state, and can be reduced or waived if you cannot afford it.',
  'faq.time.q': 'How long does it take?',
  'faq.time.a':
    'Most people finish the online questions and see their evaluation within 5 minutes. A debt management plan usually lasts up to 60 months (5 years), and many people finish sooner.',
  'faq.credit.q': 'Does it hurt my credit?',
  'faq.credit.a':
    'No. When you agree to it in your application, our certified counselor gets your credit report with a soft inquiry: it does not change your credit score, and other lenders cannot see it. We never make a hard inquiry (the kind a lender makes when you apply for a loan or a card), because a plan is not new credit. If you join a plan, your card accounts are usually closed, which can lower your score for a while; making steady on-time payments through the plan usually helps it recover.',
  'faq.dmp.q': 'What is a debt management plan?',
  'faq.dmp.a':
    'It is an agreement, arranged by a nonprofit counseling agency, to repay your credit card debt in full with one monthly payment. Creditors often agree to lower interest rates and waive late fees, so more of your money pays down what you owe. It is not a loan and not debt settlement.',
  'faq.spanish.q': 'Can I get help in Spanish?',
  'faq.spanish.a':
    'Yes. The whole site and application are in Spanish: choose “Español” at the top of any page. Our counselors can help you in Spanish by phone, and an interpreter line is available for other languages.',
  'faq.rental.q': 'I am behind on rent. Can you help?',
  'faq.rental.a':
    'Yes. Our rental relief program helps renters make a plan to catch up on back rent. Start from the rental relief page and apply the same way.',
  'faq.data.q': 'What do you do with my information?',
  'faq.data.a':
    'We use it only to prepare your evaluation and help you, and we never sell it. Our privacy policy and vendor sharing page explain who helps us and why.',

  'legal.templateNotice':
    'Template text prepared by the agency for review by legal counsel. It is not yet final.',
  'legal.updated': 'Last updated',
  'legal.termsLanguage': 'Read these terms in',
  'legal.vendors.vendor': 'Vendor',
  'legal.vendors.service': 'What they do for us',
  'legal.vendors.data': 'What we share',
  'legal.vendors.why': 'Why',

  'notFound.meta.title': 'Page not found | Relief Service',
  'notFound.meta.description': 'We could not find the page you asked for.',
  'notFound.title': 'We can’t find that page',
  'notFound.body':
    'The link may be old, or the address may have a typo. Here are some places to go from here:',
  'notFound.linksLabel': 'Helpful pages',
  'notFound.home': 'Home page',
  'notFound.start': 'Start your free evaluation',
  'notFound.faq': 'Frequently asked questions',
  'notFound.contact': 'Contact us',

  'account.meta.description':
    'Sign in to Relief Service, reset your password or change the email address of your account.',
  'form.required': '{label} is required',
  'form.invalid': '{label} is invalid',
  'account.field.username': 'Email',
  'account.field.email': 'Email',
  'account.field.password': 'Password',
  'account.field.oldPassword': 'Current password',
  'account.field.newPassword': 'New password',
  'account.field.confirmPassword': 'Confirm new password',
  'account.field.code': 'Verification code',
  'account.field.firstName': 'First name',
  'account.field.lastName': 'Last name',
  'account.field.phoneNumber': 'Phone number',
  'account.field.newEmail': 'New email',
  'account.field.confirmEmail': 'Confirm new email',
  'account.back': 'Back',
  'account.tooManyAttempts': 'Too many attempts. Please wait a few minutes and try again.',
  'account.unexpected': 'Something went wrong. Please check your connection and try again.',
  'account.server.currentPasswordIncorrect': 'The current password is incorrect.',
  'account.server.emailTaken':
    'An account with the given email address already exists. Please use a different email address.',
  'account.server.emailInvalid': 'Email is invalid',
  'account.server.passwordChangeRequired': 'You must set a new password first.',
  'account.flash.passwordReset': 'Password successfully reset. Please sign in with your new credentials.',
  'account.flash.emailUpdated': 'The email has been updated. Please login with your new credentials.',
  'account.flash.codeOld':
    'The supplied verification code is old. Please check your e-mail for the newest verification code.',
  'account.flash.codeExpired':
    'The supplied verification code has expired. Please check your e-mail for the newest verification code.',
  'account.flash.updateFailed': 'There was a problem updating your account. Please try again.',
  'account.flash.notStaff': 'This account cannot use the staff console.',
  'account.password.rulesTitle': 'Your new password must have:',
  'account.password.rule.length': '8 to 20 characters',
  'account.password.rule.letter': 'At least one letter',
  'account.password.rule.number': 'At least one number',
  'account.password.rule.allowedCharacters':
    'Only letters, numbers and these special characters: {characters}',
  'account.password.rule.notCommon': 'Not a commonly used password',
  'account.password.met': 'met',
  'account.password.unmet': 'not met',
  'account.password.progress': '{met} of {total} password requirements met',
  'account.password.mismatch': 'Passwords do not match.',
  'account.password.rulesUnmet': 'Your new password does not meet the requirements.',
  'account.signIn.title': 'Sign In',
  'account.signIn.submit': 'Sign In',
  'account.signIn.busy': 'Signing in...',
  'account.signIn.knownUser': 'Signing in as {email}.',
  'account.signIn.notYou': 'Not you?',
  'account.signIn.forgot': 'Forgot your password?',
  'account.signIn.incorrect': 'Incorrect Username or Password',
  'account.forgot.title': 'Forgot Your Password?',
  'account.forgot.intro':
    'Enter the email address of your account. We will email you a verification code to reset your password.',
  'account.forgot.submit': 'Send Code',
  'account.forgot.busy': 'Sending...',
  'account.checkEmail.title': 'Please Check Your Email',
  'account.checkEmail.body':
    'We emailed you a verification code to reset your password. It may take a few minutes to arrive; check your spam folder if you do not see it.',
  'account.checkEmail.enterCode': 'Enter Verification Code',
  'account.checkEmail.resend': 'Did not get a code? Send a new one',
  'account.code.title': 'Enter Your Verification Code',
  'account.code.intro': 'Enter the 6-digit code from the email we sent you.',
  'account.code.hint': '6 digits',
  'account.code.submit': 'Continue',
  'account.code.busy': 'Checking...',
  'account.code.checking': 'Please wait...',
  'account.userInfo.title': 'Confirm Your Information',
  'account.userInfo.intro': 'Please confirm your name and phone number, then choose your password.',
  'account.userInfo.phoneHint': 'For example 555-123-4567',
  'account.userInfo.submit': 'Continue',
  'account.userInfo.busy': 'Processing...',
  'account.reset.title': 'Choose a New Password',
  'account.reset.intro': 'Choose a new password for your account.',
  'account.reset.initialIntro': 'This is the password you will sign in with from now on.',
  'account.reset.submit': 'Save Password',
  'account.reset.busy': 'Saving...',
  'account.changePassword.title': 'Reset your password',
  'account.changePassword.intro':
    'After the change you will be signed out on every device; sign in again with your new password.',
  'account.changePassword.submit': 'Change Password',
  'account.changePassword.busy': 'Saving...',
  'account.changeEmail.title': 'Change Your Email',
  'account.changeEmail.intro':
    'After the change you will be signed out on every device; sign in again with your new email.',
  'account.changeEmail.mismatch': 'The emails do not match.',
  'account.changeEmail.submit': 'Change Email',
  'account.changeEmail.busy': 'Saving...',
  'account.signOut.title': 'Sign Out',
  'account.signOut.busy': 'Signing out...',

  // — the application: shared —
  'form.agreementRequired': 'agreement required',
  'form.aboveLimit': '{label} is above {limit}. Please check the amount.',
  'form.yes': 'Yes',
  'form.no': 'No',
  'form.select': 'Select…',
  'form.optional': '(optional)',
  'application.meta.description':
    'A free, confidential debt analysis from a nonprofit credit counseling agency. It takes about 5 minutes.',
  'application.progress.label': 'Your progress',
  'application.progress.personalInformation': 'Personal information',
  'application.progress.incomeAndExpenses': 'Income and expenses',
  'application.progress.connectBankAccount': 'Connect bank account',
  'application.progress.done': 'done',
  'application.progress.current': 'current step',
  'application.continue': 'Continue',
  'application.back': 'Back',
  'application.loading': 'Loading...',
  'application.pleaseWait': 'Please wait...',
  'application.saving': 'Saving...',
  'application.processing': 'Processing...',
  'application.loadFailed': 'We could not load your application. Please check your connection and try again.',
  'application.retry': 'Try again',
  'application.saveFailed': 'There was a problem saving your information. Please try again.',
  'application.emailTaken':
    'An account with the given email address already exists. Please use a different email address.',
  'application.tooManyPhoneChecks': 'Too many phone number checks. Please wait a few minutes and try again.',
  'application.signInInstead': 'Already have an account? Sign in',
  'application.howItWorks.open': 'How it works',
  'application.howItWorks.close': 'Close',
  'application.howItWorks.videoShow': 'Watch the video',
  'application.howItWorks.videoHide': 'Hide the video',

  // — the application: about you —
  'application.aboutYou.title': 'Get Your Free Analysis',
  'application.aboutYou.lead':
    'Get an immediate, free debt-relief analysis. It takes under 5 minutes, is free and confidential.',
  'application.aboutYou.rentalTitle': 'Apply for rental relief',
  'application.aboutYou.rentalLead':
    'Tell us about yourself and your rent. It takes a few minutes, is free and confidential.',
  'application.aboutYou.landlordDisclosure':
    'We never contact your landlord without your permission. What you share is used only to find help for you.',
  'application.aboutYou.otherLanguages': 'Help in other languages:',
  'application.field.firstName': 'First name',
  'application.field.lastName': 'Last name',
  'application.field.email': 'Email',
  'application.field.phoneNumber': 'Phone number',
  'application.field.phoneHint': 'Format: 555-555-5555',
  'application.aboutYou.consent':
    'I agree to the {terms} and {privacy}, and I agree to be contacted about my application by phone, text message and email.',
  'application.aboutYou.terms': 'Terms and Conditions',
  'application.aboutYou.privacy': 'Privacy Policy',
  'application.aboutYou.submit': 'Get started',

  // — the application: life events, credit history, rental and personal information —

  // — the application: your contact, income, expenses —

  // — the application: bank connection and income —

  // — the offers —
};

export type TranslationKey = keyof typeof en;
