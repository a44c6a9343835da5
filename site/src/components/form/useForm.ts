import { useEffect, useRef, useState, type SubmitEvent } from 'react';

export type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * A form that is checked on submit and then live, as the user corrects it. `check` lists errors in
 * on-screen order, so the first one is the field that gets focus. `ready` turns true once the
 * island has hydrated (before that the server-rendered form cannot be sent).
 */
export function useForm<F extends string>(
  check: () => Errors<F>,
  /** Resolves true when it is moving to another page: the form then stays busy until it unloads. */
  send: () => Promise<boolean | void>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const errors: Errors<F> = submitted ? check() : {};

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = Object.keys(check())[0];
    if (first) {
      const field = formRef.current?.elements.namedItem(first);
      // A radio group's name gives a list: its first button takes the focus.
      const target = field instanceof RadioNodeList ? field[0] : field;
      if (target instanceof HTMLElement) target.focus();
      return;
    }
    setBusy(true);
    let leaving = false;
    try {
      leaving = (await send()) === true;
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return { formRef, errors, busy, ready, onSubmit };
}
