import { invalid } from './messages';

/*
 * Why a typed value is refused, in words: nothing typed is refused without a reason. Every refusal reads '{label} is invalid: {reason}' — the spec's words, then what to type
 * instead — so a person never meets a bare 'invalid'. The site translates each reason
 * ('form.reason.<name>', the same {placeholders}) and keeps the field's own label.
 */
export const fieldReasons = {
  tooLong: 'type at most {max} characters',
  forbidden: 'it has a character that cannot be kept (a control or text-direction character)',
  emailShape: 'type it like name@example.com',
  emailEnding:
    'we can take only an address ending in .com, .net, .org, .edu, .gov, .mil, .us, .biz, .info or .name',
  phoneDigits: 'type the 10 digits of a US number, like 312-555-2368',
  phoneUnverified: 'this is not a working US number: check the digits',
  zipDigits: 'type the 5 digits of the ZIP code',
  choice: 'choose one of the options',
  signedName: 'type your name as it is on your application: {name}',
} as const;

export type FieldReason = keyof typeof fieldReasons;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** '{label} is invalid: {reason}', the reason's placeholders filled. */
export function refusedBecause(
  label: string,
  reason: FieldReason,
  values: Record<string, string | number> = {},
): string {
  return `${invalid(label)}: ${fill(fieldReasons[reason], values)}`;
}

/**
 * The reason of a message, with its placeholders' values: what the site needs to say it in the
 * reader's language. Undefined when the message is not one of these.
 */
export function reasonOf(
  message: string,
): { label: string; reason: FieldReason; values: Record<string, string> } | undefined {
  const at = message.indexOf(' is invalid: ');
  if (at < 0) return undefined;
  const label = message.slice(0, at);
  const said = message.slice(at + ' is invalid: '.length);
  for (const [reason, template] of Object.entries(fieldReasons) as [FieldReason, string][]) {
    const names: string[] = [];
    const pattern = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_whole, name: string) => {
        names.push(name);
        return '(.+)';
      });
    const found = new RegExp(`^${pattern}$`).exec(said);
    if (found)
      return { label, reason, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]])) };
  }
  return undefined;
}

/**
 * E-mail addresses the spec takes (borrower-application §5): they look like an address and end in
 * one of its ten endings. An address that looks right but ends otherwise (.co.uk, .com.mx) is told
 * which endings are taken, and the site adds the counsellor's line: no one is left without a way on.
 */
export const emailEndings = ['biz', 'com', 'edu', 'gov', 'info', 'name', 'net', 'mil', 'org', 'us'] as const;
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;
const emailEnding = new RegExp(`\\.(${emailEndings.join('|')})$`, 'i');

export function emailReason(email: string): FieldReason | null {
  if (email.length > 100) return 'tooLong';
  if (!emailShape.test(email)) return 'emailShape';
  return emailEnding.test(email) ? null : 'emailEnding';
}
