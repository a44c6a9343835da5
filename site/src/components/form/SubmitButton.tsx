interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** False until the island has hydrated: a form sent before then would go nowhere. */
  ready: boolean;
}

/** The form's one submit button; while busy it says what is happening and takes no second press. */
export function SubmitButton({ busy, label, busyLabel, ready }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary form-submit"
      disabled={!ready}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy && <span className="form-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
