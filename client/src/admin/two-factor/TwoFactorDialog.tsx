import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { messageFromError } from '../core/errors';
import { msg, useTranslation } from '../core/i18n/i18n';
import { showSuccessToast } from '../core/toaster';
import { BeginTwoFactorSetupDocument } from './graphql/beginTwoFactorSetup';
import { ConfirmTwoFactorSetupDocument } from './graphql/confirmTwoFactorSetup';
import { DisableTwoFactorDocument } from './graphql/disableTwoFactor';
import { RegenerateRecoveryCodesDocument } from './graphql/regenerateRecoveryCodes';
import { TwoFactorStatusDocument } from './graphql/twoFactorStatus';
import { CodeField, RecoveryCodeList, SetupQr } from './TwoFactorParts';
import './twoFactor.css';

export const TWO_FACTOR_TITLE = msg('Two-factor sign-in');

type Step = { kind: 'status' } | { kind: 'setup'; secret: string; qrCode: string } | { kind: 'codes'; codes: string[] };

/**
 * The account menu's two-factor sign-in (issue 27): turn it on by scanning a
 * QR code and typing a code, which answers 10 recovery codes shown once; once
 * on, new recovery codes or turning it off, each with a current code.
 */
export function TwoFactorDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [code, setCode] = useState('');
  const status = useQuery(TwoFactorStatusDocument, { skip: !isOpen, fetchPolicy: 'network-only' });
  const [begin, beginResult] = useMutation(BeginTwoFactorSetupDocument);
  const [confirm, confirmResult] = useMutation(ConfirmTwoFactorSetupDocument, { refetchQueries: [TwoFactorStatusDocument] });
  const [regenerate, regenerateResult] = useMutation(RegenerateRecoveryCodesDocument, { refetchQueries: [TwoFactorStatusDocument] });
  const [disable, disableResult] = useMutation(DisableTwoFactorDocument, { refetchQueries: [TwoFactorStatusDocument] });
  const failure = [beginResult, confirmResult, regenerateResult, disableResult].find((result) => result.error && !result.loading)?.error;

  const close = () => {
    setStep({ kind: 'status' });
    setCode('');
    [beginResult, confirmResult, regenerateResult, disableResult].forEach((result) => result.reset());
    onClose();
  };

  const startSetup = async () => {
    const { data } = await begin().catch(() => ({ data: undefined }));
    if (data) setStep({ kind: 'setup', ...data.beginTwoFactorSetup });
  };

  const confirmSetup = async (event: FormEvent) => {
    event.preventDefault();
    const { data } = await confirm({ variables: { input: { code } } }).catch(() => ({ data: undefined }));
    if (!data) return;
    setCode('');
    showSuccessToast(t('Two-factor sign-in is on'));
    setStep({ kind: 'codes', codes: data.confirmTwoFactorSetup.codes });
  };

  const newCodes = async () => {
    const { data } = await regenerate({ variables: { input: { code } } }).catch(() => ({ data: undefined }));
    if (!data) return;
    setCode('');
    setStep({ kind: 'codes', codes: data.regenerateRecoveryCodes.codes });
  };

  const turnOff = async () => {
    const { data } = await disable({ variables: { input: { code } } }).catch(() => ({ data: undefined }));
    if (!data) return;
    setCode('');
    showSuccessToast(t('Two-factor sign-in is off'));
  };

  const current = status.data?.twoFactorStatus;
  const busy = beginResult.loading || confirmResult.loading || regenerateResult.loading || disableResult.loading;
  const error = failure && (
    <Callout intent={Intent.DANGER} icon="error" role="alert" className="admin-two-factor__error">
      {messageFromError(failure, t('Failed'))}
    </Callout>
  );

  let body;
  let actions;
  if (step.kind === 'codes') {
    body = <RecoveryCodeList codes={step.codes} />;
    actions = <Button intent={Intent.PRIMARY} text={t('Done')} onClick={close} />;
  } else if (step.kind === 'setup') {
    body = (
      <form id="two-factor-setup" onSubmit={confirmSetup} aria-label={t('Turn on two-factor sign-in')}>
        {error}
        <SetupQr secret={step.secret} qrCode={step.qrCode} />
        <CodeField id="two-factor-setup-code" value={code} onChange={setCode} focusFirst />
      </form>
    );
    actions = (
      <>
        <Button text={t('Cancel')} onClick={close} />
        <Button type="submit" form="two-factor-setup" intent={Intent.PRIMARY} text={t('Turn on')} loading={busy} disabled={!code.trim()} />
      </>
    );
  } else if (!current) {
    body = status.error ? (
      <Callout intent={Intent.DANGER}>{messageFromError(status.error, t('Failed'))}</Callout>
    ) : (
      <Spinner aria-label={t('Loading')} />
    );
    actions = <Button text={t('Close')} onClick={close} />;
  } else if (!current.enabled) {
    body = (
      <>
        {error}
        <p>{t('Two-factor sign-in is off. Turn it on to be asked, after your password, for a code from an authenticator app on your phone.')}</p>
      </>
    );
    actions = (
      <>
        <Button text={t('Close')} onClick={close} />
        <Button intent={Intent.PRIMARY} text={t('Set up')} loading={busy} onClick={() => void startSetup()} />
      </>
    );
  } else {
    body = (
      <>
        {error}
        <p>
          {t('Two-factor sign-in is on. {left} of 10 recovery codes left.', { left: current.recoveryCodesLeft })}
          {current.required ? ` ${t('The superadmin requires it for every staff member.')}` : ''}
        </p>
        <CodeField id="two-factor-code" value={code} onChange={setCode} recovery />
      </>
    );
    actions = (
      <>
        <Button text={t('Close')} onClick={close} />
        {!current.required && (
          <Button
            intent={Intent.DANGER}
            text={t('Turn off')}
            loading={disableResult.loading}
            disabled={!code.trim() || busy}
            onClick={() => void turnOff()}
          />
        )}
        <Button
          intent={Intent.PRIMARY}
          text={t('New recovery codes')}
          loading={regenerateResult.loading}
          disabled={!code.trim() || busy}
          onClick={() => void newCodes()}
        />
      </>
    );
  }

  return (
    <Dialog isOpen={isOpen} onClose={close} title={t(TWO_FACTOR_TITLE)} icon="shield">
      <DialogBody>{body}</DialogBody>
      <DialogFooter actions={actions} />
    </Dialog>
  );
}
