import { useEffect } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import type { LinkedBank } from './bankLink';

interface PlaidLinkOpenerProps {
  token: string;
  onLinked: (bank: LinkedBank) => void;
  onExit: () => void;
}

/**
 * Plaid Link, opened as soon as its script is ready. Only mounted in plaid mode (and loaded with
 * it): the hook fetches Plaid's script, which the sandbox has no use for.
 */
export default function PlaidLinkOpener({ token, onLinked, onExit }: PlaidLinkOpenerProps) {
  const { open, ready } = usePlaidLink({
    token,
    onSuccess: (publicToken, metadata) =>
      onLinked({
        publicToken,
        institutionId: metadata.institution?.institution_id ?? '',
        institutionName: metadata.institution?.name ?? null,
      }),
    onExit: () => onExit(),
  });
  useEffect(() => {
    if (ready) open();
  }, [ready, open]);
  return null;
}
