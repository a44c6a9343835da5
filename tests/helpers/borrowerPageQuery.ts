/** A borrower page as the console opens it: the application and three of its tabs, each a logged read. */
export const borrowerPageQuery = `query($id: ID!) {
  Application(id: $id) {
    id status borrowerName assignedToName hasOffers isEnrolledInAPlan
    borrower { id firstName email } spouse { id firstName } decision { id isQualified }
    dmpEnrollment { id } rentalReliefPlan { id } rentalApplication { id }
  }
  allDebts(filter: { applicationId: $id }) { id currentBalance }
  allContactAttempts(filter: { applicationId: $id }) { id outcome }
  allDecisions(filter: { applicationId: $id }) { id isQualified }
}`;
