import { statusByFilterKey } from '@domain/applicationStatus';
import type { ApplicationFilterGroup } from '@domain/applicationListFilter';

export const applicationGroupLabels: Record<ApplicationFilterGroup, string> = {
  status: 'Application status',
  type: 'Application type',
  claimed: 'Claimed',
  offerStatus: 'Offer status',
  planEnrollment: 'Plan enrollment',
  preferredLanguage: 'Preferred language',
};

export const applicationOptionLabels: Record<string, string> = {
  ...statusByFilterKey,
  credit: 'Credit',
  rental: 'Rental',
  claimed: 'Claimed',
  unclaimed: 'Unclaimed',
  hasOffers: 'Has offers',
  noOffers: 'No offers',
  isEnrolledInAPlan: 'Enrolled in a plan',
  isNotEnrolledInAPlan: 'Not enrolled in a plan',
  en: 'English',
  es: 'Spanish',
};
