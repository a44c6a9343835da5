/** 'Please wait...', 'Loading...', 'Processing...' (borrower-application §2): a polite status with a spinner. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay" role="status">
      <span className="form-spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** A page whose application could not be read: says so, and offers to try again. */
export function LoadFailed({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className="form-message form-message--error" role="alert">
      <p>{message}</p>
      <p>
        <button type="button" className="link-button" onClick={onRetry}>
          {retry}
        </button>
      </p>
    </div>
  );
}
