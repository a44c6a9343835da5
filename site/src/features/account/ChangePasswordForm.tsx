import { useState } from 'react';
import { leaveAfterAccountChange } from './accountChanged';
import { authApi } from '../../lib/account/authApi';
import { Field } from '../../components/form/Field';
import { NewPasswordFields, newPasswordErrors, newPasswordKeys, type NewPassword } from './NewPasswordFields';
import { serverMessage, serverMessageKeys } from './serverMessages';
import { StatusMessage } from '../../components/form/StatusMessage';
import { format, type IslandProps } from '../../i18n/islandStrings';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/useForm';
import { useSignedInOnly } from './useSignedInOnly';

export const changePasswordKeys = [
  ...newPasswordKeys,
  ...serverMessageKeys,
  'account.flash.passwordReset',
  'account.field.oldPassword',
  'account.changePassword.submit',
  'account.changePassword.busy',
] as const;

/** /change-password, 'Reset your password': on success every session ends and the user signs in again. */
export default function ChangePasswordForm({
  locale,
  strings,
}: IslandProps<(typeof changePasswordKeys)[number]>) {
  const signedIn = useSignedInOnly(locale);
  const [oldPassword, setOldPassword] = useState('');
  const [value, setValue] = useState<NewPassword>({ newPassword: '', confirmPassword: '' });
  const [failure, setFailure] = useState('');

  const { formRef, errors, busy, ready, onSubmit } = useForm(
    () => ({
      ...(!oldPassword && {
        oldPassword: format(strings['form.required'], {
          label: strings['account.field.oldPassword'],
        }),
      }),
      ...newPasswordErrors(value, strings),
    }),
    async () => {
      setFailure('');
      const failed = leaveAfterAccountChange(
        locale,
        await authApi.changePassword(oldPassword, value.newPassword),
        { key: 'account.flash.passwordReset', tone: 'success' },
      );
      if (!failed) return true;
      setFailure(serverMessage(failed, strings));
    },
  );

  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {/* Not editable until hydrated: text typed earlier would not reach the form state. */}
      <fieldset className="form__fields" disabled={!ready}>
        <StatusMessage tone="error">
          {failure && <span className="account-failure">{failure}</span>}
        </StatusMessage>
        <Field
          name="oldPassword"
          label={strings['account.field.oldPassword']}
          type="password"
          autoComplete="current-password"
          required

          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={errors.oldPassword}
        />
        <NewPasswordFields value={value} onChange={setValue} errors={errors} strings={strings} />
        <SubmitButton
          ready={ready && signedIn}
          busy={busy}
          label={strings['account.changePassword.submit']}
          busyLabel={strings['account.changePassword.busy']}
        />
      </fieldset>
    </form>
  );
}
