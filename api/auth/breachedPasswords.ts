import { dictionary } from '@zxcvbn-ts/language-common';

/*
 * Passwords seen in breaches (SECURITY.md §2; NIST SP 800-63B 5.1.1.2): zxcvbn-ts's common list, the
 * 49 000 passwords most often found in breached password dumps, shipped as an npm package. Loaded once,
 * on the first password checked.
 */
let breached: Set<string> | undefined;

const breachedList = () => (breached ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** The character swaps people make to dress up a word (p@ssw0rd). */
const unLeet = (text: string, one: string) =>
  text.replace(/[@4]/g, 'a').replace(/0/g, 'o').replace(/3/g, 'e').replace(/[$5]/g, 's').replace(/1/g, one);

/**
 * Whether the password is a breached one or a breached one dressed up: any case, with special
 * characters or spaces before or after ('Password1!', 'Qwerty123!'), with letters swapped for digits
 * or signs ('P@ssw0rd').
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  const list = breachedList();
  return [lower, core, unLeet(core, 'i'), unLeet(core, 'l')].some((candidate) => list.has(candidate));
}
