import { Callout, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from '../core/i18n/i18n';

/** The code box of every two-factor form: the app's 6 digits, or a recovery code where one is accepted. */
export function CodeField({
  id,
  value,
  onChange,
  recovery = false,
  focusFirst = false,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  recovery?: boolean;
  /** The form asks for this one thing: its box takes the cursor. */
  focusFirst?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={t('Code')}
      labelFor={id}
      helperText={
        recovery
          ? t('The 6-digit code from your authenticator app, or one of your recovery codes.')
          : t('The 6-digit code from your authenticator app.')
      }
    >
      <InputGroup
        id={id}
        name="code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        // The step asks for this one thing.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- deliberate, see above
        autoFocus={focusFirst}
        value={value}
        onValueChange={onChange}
      />
    </FormGroup>
  );
}

/** The QR code to scan, and the secret to type where scanning is not possible. */
export function SetupQr({ qrCode, secret }: { qrCode: string; secret: string }) {
  const { t } = useTranslation();
  return (
    <div className="admin-two-factor__setup">
      <p>
        {t('Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …), then type the code it shows.')}
      </p>
      <img src={qrCode} alt={t('QR code for your authenticator app')} width={200} height={200} />
      <p className={Classes.TEXT_MUTED}>
        {t('Cannot scan? Enter this key:')} <code aria-label={t('Secret key')}>{secret}</code>
      </p>
    </div>
  );
}

/** Recovery codes, shown once. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.WARNING} icon="key" title={t('Your recovery codes')}>
      <p>{t('Keep these somewhere safe: each one signs you in once if you lose your phone. They are shown only now.')}</p>
      <ol className="admin-two-factor__codes" aria-label={t('Recovery codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </Callout>
  );
}
