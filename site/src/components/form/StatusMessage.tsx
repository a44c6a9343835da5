import type { ReactNode } from 'react';

interface StatusMessageProps {
  tone: 'success' | 'error' | 'info';
  children?: ReactNode;
}

/**
 * An error is an alert (read out at once); anything else a polite status. The region is always in
 * the page so assistive technology is listening before the message arrives.
 */
export function StatusMessage({ tone, children }: StatusMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={children ? `form-message form-message--${tone}` : 'form-message--empty'}
    >
      {children && <p>{children}</p>}
    </div>
  );
}
