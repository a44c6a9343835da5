import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { lazy } from 'react';

/** The Credit review queue (issue 39): reps and leads enter the credit of applications no bureau pulled. */
export default {
  list: lazy(() => import('./CreditReviewList')),
  edit: lazy(() => import('./CreditReviewEdit')),
  icon: FactCheckIcon,
  recordRepresentation: (review: { borrowerName?: string | null }) =>
    `Credit review of ${review.borrowerName ?? 'a borrower'}`,
};
