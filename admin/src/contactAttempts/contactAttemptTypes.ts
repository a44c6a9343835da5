/** A contact attempt as the Contact History tab reads it (schema.graphql's ContactAttempt). */
export interface ContactAttempt {
  id: string;
  applicationId: string;
  contactedBy?: string | null;
  contactedByName?: string | null;
  method: string;
  outcome: string;
  note?: string | null;
  callbackAt?: string | null;
  correctedAt?: string | null;
  createdAt: string;
  wasACounselingSessionConducted?: boolean | null;
  didTheBorrowerReceiveAnOffer?: boolean | null;
  whatTypeOfOfferDidTheyReceive?: string | null;
}
