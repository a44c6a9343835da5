import type { RaRecord } from 'react-admin';

/** The fields of the contract's `Application` type that the console reads so far. */
export interface Application extends RaRecord<string> {
  borrowerName: string | null;
  type: string;
  status: string;
  routerLabel: string | null;
  createdAt: string;
  assignedToName: string | null;
  hasOffers: boolean;
  isEnrolledInAPlan: boolean;
}
