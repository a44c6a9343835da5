export const contactMethods = ['Email', 'Phone'] as const;

export const contactOutcomes = [
  'Counseling session was conducted',
  'Wrong number',
  'Left a voicemail',
  'Voicemail was not set up',
  'Session scheduled',
  'Client was not interested',
  'Client did not qualify',
] as const;

export const contactAttemptLabels = {
  method: 'What was the method of contact',
  outcome: 'What was the outcome',
  whatTypeOfOfferDidTheyReceive: 'What type of offer did they receive',
} as const;
