import { Alert, Button, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Link, useNotify, usePermissions } from 'react-admin';
import { formatDateTime } from '../dates';
import { canAccess } from '../permissions';
import { fetchCreditorTermsReview, markCreditorTermsReviewed, reviewQueryKey } from './creditorTermsApi';

/**
 * Until a lead has reviewed the creditor terms, a lead is told so: where a lead lands (the summary)
 * and on the Today page, with the way to the Creditors screen, and there with "Mark as reviewed".
 * Offers run meanwhile on the starting terms and their decisions record that the terms were not
 * yet reviewed (docs/decisions/0114).
 */
export const CreditorTermsNotice = ({
  offerReview = false,
  inList = false,
}: {
  /** On the Creditors screen: the review itself, and who made it once made. */
  offerReview?: boolean;
  /** Inside a list's card, which gives it no margin of its own. */
  inList?: boolean;
}) => {
  const { permissions } = usePermissions();
  const lead = canAccess(permissions, 'creditorTerms:manage');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const { data: review } = useQuery({
    queryKey: reviewQueryKey,
    queryFn: fetchCreditorTermsReview,
    enabled: lead,
  });
  const { mutate, isPending } = useMutation({
    mutationFn: markCreditorTermsReviewed,
    onSuccess: (reviewed) => {
      queryClient.setQueryData(reviewQueryKey, reviewed);
      notify('The creditor terms are marked as reviewed', { type: 'info' });
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
  });
  if (!lead || !review) return null;
  if (review.isReviewed)
    return offerReview && review.reviewedAt ? (
      <Typography variant="body2" color="text.secondary" sx={{ mx: 2, mt: 2 }}>
        Reviewed by {review.reviewedByName ?? 'a lead'} on {formatDateTime(review.reviewedAt)}.
      </Typography>
    ) : null;
  const action = offerReview ? (
    <Button color="inherit" size="small" disabled={isPending} onClick={() => setAsking(true)}>
      Mark as reviewed
    </Button>
  ) : (
    <Button color="inherit" size="small" component={Link} to="/Creditor">
      Review the creditor terms
    </Button>
  );
  return (
    <>
      <Alert severity="warning" action={action} sx={{ m: inList ? 2 : 0 }} role="status">
        The creditor terms are the agency’s starting list and have not been reviewed yet. Offers use them
        meanwhile, and each decision records that they were not reviewed. Check each creditor’s plan APR,
        term, minimum payment and whether it takes part, then mark them as reviewed.
      </Alert>
      <Confirm
        isOpen={asking}
        title="Mark the creditor terms as reviewed"
        content="You have checked every creditor's terms against the agency's own creditor list. This is recorded with your name."
        confirm="Mark as reviewed"
        onConfirm={() => {
          setAsking(false);
          mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
