import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { requestAccountDeletion } from './requestAccountDeletion';
import { validateDeleteAccount, type DeleteAccountValues } from './deleteAccountValidation';

export const ACCOUNT_DELETED = 'Your account has been deleted';

type Field = keyof DeleteAccountValues;

/**
 * Mobile number and pin, checked with the spec's texts, then a POST to the
 * server. On success the form gives way to a success alert.
 */
export function DeleteAccountForm() {
  const [values, setValues] = useState<DeleteAccountValues>({ mobile: '', pin: '' });
  // A field's error shows once the person has left the field or tried to submit.
  const [touched, setTouched] = useState<Record<Field, boolean>>({ mobile: false, pin: false });
  const [submitting, setSubmitting] = useState(false);
  const [failureMessage, setFailureMessage] = useState<string>();
  const [deleted, setDeleted] = useState(false);

  const ids = useFieldIds();
  const mobileInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const successAlert = useRef<HTMLDivElement>(null);

  const errors = validateDeleteAccount(values);
  const visibleError = (field: Field) => (touched[field] ? errors[field] : undefined);

  // The focused button disappears with the form; keep keyboard users on the answer.
  useEffect(() => {
    if (deleted) successAlert.current?.focus();
  }, [deleted]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const field = event.target.name as Field;
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setFailureMessage(undefined);
  }

  function handleBlur(field: Field) {
    setTouched((previous) => ({ ...previous, [field]: true }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ mobile: true, pin: true });
    if (errors.mobile || errors.pin) {
      (errors.mobile ? mobileInput : pinInput).current?.focus();
      return;
    }
    setSubmitting(true);
    setFailureMessage(undefined);
    const result = await requestAccountDeletion(values);
    setSubmitting(false);
    if (result.deleted) setDeleted(true);
    else setFailureMessage(result.message);
  }

  if (deleted) {
    return (
      <div ref={successAlert} className="alert alert--success" role="alert" tabIndex={-1}>
        {ACCOUNT_DELETED}
      </div>
    );
  }

  const mobileError = visibleError('mobile');
  const pinError = visibleError('pin');

  return (
    <form className="form" noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <TextField
        label="Mobile Number"
        ref={mobileInput}
        id={ids.mobile}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.mobile}
        onChange={handleChange}
        onBlur={() => handleBlur('mobile')}
        readOnly={submitting}
        hint="The 10-digit number you use in the app, with or without +91."
        hintId={ids.mobileHint}
        error={mobileError}
        errorId={ids.mobileError}
      />

      <TextField
        label="Pin Number"
        ref={pinInput}
        id={ids.pin}
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        value={values.pin}
        onChange={handleChange}
        onBlur={() => handleBlur('pin')}
        readOnly={submitting}
        error={pinError}
        errorId={ids.pinError}
      />

      {failureMessage && (
        <div className="alert alert--error" role="alert">
          {failureMessage}
        </div>
      )}

      <button type="submit" className="button button--danger button--block" disabled={submitting}>
        {submitting ? (
          <>
            <span className="spinner" aria-hidden="true" />
            Deleting…
          </>
        ) : (
          'Delete Account'
        )}
      </button>
    </form>
  );
}

function useFieldIds() {
  const base = useId();
  return {
    mobile: `${base}-mobile`,
    mobileHint: `${base}-mobile-hint`,
    mobileError: `${base}-mobile-error`,
    pin: `${base}-pin`,
    pinError: `${base}-pin-error`,
  };
}

/**
 * A labelled input with its hint and its error below it, both named by the
 * input's aria-describedby (the error only while there is one).
 */
function TextField({
  label,
  hint,
  hintId,
  error,
  errorId,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; hint?: string; hintId?: string; error?: string; errorId: string }) {
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={input.id}>{label}</label>
      <input {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
