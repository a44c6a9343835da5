import { useEffect, useId, useRef, type ReactNode } from 'react';

interface BankDialogProps {
  title: string;
  /** The sentence under the title; the dialog is described by it. */
  body: string;
  /** 'alertdialog' when the dialog asks the borrower to think again before going on. */
  role?: 'alertdialog';
  /** After any close: Esc, or `close` from an action. */
  onClose: () => void;
  /** The actions; `close` closes the dialog as Esc does. */
  children: (close: () => void) => ReactNode;
}

/**
 * A native modal dialog (focus kept inside, Esc closes it), open while it is mounted: the title and
 * its sentence, then the actions.
 */
export function BankDialog({ title, body, role, onClose, children }: BankDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="bank-dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      <p id={bodyId}>{body}</p>
      {children(() => ref.current?.close())}
    </dialog>
  );
}
