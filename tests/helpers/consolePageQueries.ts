/** The console's Applications list page, as its data provider asks it. */
export const applicationsPageQuery = `query($perPage: Int) {
  allApplications(perPage: $perPage, sortField: "createdAt", sortOrder: "DESC") {
    id borrowerName borrowerEmail assignedToName routerLabel hasOffers isEnrolledInAPlan hasConnectedAccount contactAttemptCount
    borrowerTimeZone borrowerLocalTime callableNow
    decision { id isQualified disqualificationReasons { reason } }
    dmpEnrollment { id } spouse { id }
  }
  _allApplicationsMeta { count }
}`;

/** The console's Reps list page. */
export const repsPageQuery = `query($perPage: Int) {
  allReps(perPage: $perPage) { id name email phoneNumber isLead isActive assignedCount contactedCount hasSecondFactor groups }
  _allRepsMeta(perPage: $perPage) { count }
}`;

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
