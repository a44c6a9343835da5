import { useEffect, useState } from 'react';
import '../../lib/account/account.css';
import { authApi } from '../../lib/account/authApi';
import { SecondFactorCode } from '../../lib/account/SecondFactorCode';
import { enrolmentKeys, SecondFactorEnrolment } from '../../lib/account/SecondFactorEnrolment';
import type { Strings } from '../../i18n/islandStrings';

export const twoStepKeys = [
  ...enrolmentKeys,
  'portal.settings.twoStepTitle',
  'portal.settings.twoStepOn',
  'portal.settings.twoStepOff',
  'portal.settings.twoStepTurnOn',
  'portal.settings.twoStepTurnOff',
  'portal.settings.twoStepOffIntro',
] as const;

type Step = 'shown' | 'turningOn' | 'turningOff';

/** Settings' two-step sign-in: a borrower's choice (SECURITY.md §26), on with an authenticator, off with a code. */
export function TwoStepSettings({ strings }: { strings: Strings<(typeof twoStepKeys)[number]> }) {
  const [on, setOn] = useState<boolean | null>(null);
  const [step, setStep] = useState<Step>('shown');
  useEffect(() => {
    void authApi.me().then((result) => setOn(result.data?.user?.secondFactor ?? false));
  }, []);
  if (on === null) return null;
  return (
    <section className="portal-card portal-settings" aria-labelledby="settings-two-step">
      <h2 id="settings-two-step">{strings['portal.settings.twoStepTitle']}</h2>
      {step === 'turningOn' ? (
        <SecondFactorEnrolment strings={strings} onDone={() => (setOn(true), setStep('shown'))} />
      ) : step === 'turningOff' ? (
        <>
          <p>{strings['portal.settings.twoStepOffIntro']}</p>
          <SecondFactorCode
            strings={strings}
            label={strings['portal.settings.twoStepTurnOff']}
            send={authApi.turnOffSecondFactor}
            onDone={() => (setOn(false), setStep('shown'))}
          />
        </>
      ) : (
        <>
          <p>{strings[on ? 'portal.settings.twoStepOn' : 'portal.settings.twoStepOff']}</p>
          <p className="portal-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStep(on ? 'turningOff' : 'turningOn')}
            >
              {strings[on ? 'portal.settings.twoStepTurnOff' : 'portal.settings.twoStepTurnOn']}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
