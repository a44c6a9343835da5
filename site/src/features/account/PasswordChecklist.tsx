import {
  passwordChecklist,
  passwordSpecialCharacters,
  type PasswordChecklist as Checklist,
} from '@domain/password';
import { format, type Strings } from '../../i18n/islandStrings';

/* The rule itself lives once, in api/domain/password.ts; this only shows its parts. */
const rules: { rule: keyof Checklist; key: (typeof passwordChecklistKeys)[number] }[] = [
  { rule: 'length', key: 'account.password.rule.length' },
  { rule: 'letter', key: 'account.password.rule.letter' },
  { rule: 'number', key: 'account.password.rule.number' },
  { rule: 'allowedCharacters', key: 'account.password.rule.allowedCharacters' },
  { rule: 'notCommon', key: 'account.password.rule.notCommon' },
];

export const passwordChecklistKeys = [
  'account.password.rulesTitle',
  'account.password.rule.length',
  'account.password.rule.letter',
  'account.password.rule.number',
  'account.password.rule.allowedCharacters',
  'account.password.rule.notCommon',
  'account.password.met',
  'account.password.unmet',
  'account.password.progress',
] as const;

interface PasswordChecklistProps {
  id: string;
  password: string;
  strings: Strings<(typeof passwordChecklistKeys)[number]>;
}

/** The live rule list under a new password; the count of rules met is announced politely. */
export function PasswordChecklist({ id, password, strings }: PasswordChecklistProps) {
  // An empty field meets nothing yet (the rule alone would count 'not a common password' as met).
  const checks = password ? passwordChecklist(password) : undefined;
  const met = rules.filter(({ rule }) => checks?.[rule]).length;
  const characters = passwordSpecialCharacters.split('').join(' ');
  return (
    <div className="password-checklist" id={id}>
      <p className="password-checklist__title">{strings['account.password.rulesTitle']}</p>
      {/* Safari drops list semantics from a list without bullets unless the role is explicit. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list">
        {rules.map(({ rule, key }) => (
          <li key={rule} className={checks?.[rule] ? 'is-met' : 'is-unmet'}>
            <span className="password-checklist__mark" aria-hidden="true">
              {checks?.[rule] ? '✓' : '•'}
            </span>
            {format(strings[key], { characters })}
            <span className="visually-hidden">
              {' '}
              ({checks?.[rule] ? strings['account.password.met'] : strings['account.password.unmet']})
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {password ? format(strings['account.password.progress'], { met, total: rules.length }) : ''}
      </p>
    </div>
  );
}
