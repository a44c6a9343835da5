import { FunctionField } from 'react-admin';
import { workspace } from '../workspace';

interface Delivery {
  sentAt?: string | null;
  error?: string | null;
}

/**
 * How a mail went, in words: live sends through SMTP, so a record is queued, sent or failed;
 * training sends nothing, its outbox is the mail (its text readable, for practice).
 */
export function deliveryOf(record: Delivery): string {
  if (record.error) return `Failed: ${record.error}`;
  if (!record.sentAt) return 'Queued';
  return workspace === 'training' ? 'In the outbox (training sends no mail)' : 'Sent';
}

export const DeliveryField = ({ label = 'Delivery' }: { label?: string }) => (
  <FunctionField<Delivery> label={label} render={deliveryOf} />
);
