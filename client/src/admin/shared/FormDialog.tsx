import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent, Switch, TextArea } from '@blueprintjs/core';
import { type FormEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { useOptionalSession } from '../core/session';
import { usePopoverEscapeGuard, useUnsavedChangesGuard, valuesDiffer } from './dialogGuards';
import { HistoryDrawer, type HistorySubject } from './history/HistoryDrawer';
import { ImageField } from './images/ImageField';
import type { UploadControls } from './images/types';
import { UploadProgressBar } from './images/UploadProgressBar';
import { useUpload } from './images/useUpload';
import { PasswordInput } from './PasswordInput';
import { showErrorToast } from '../core/toaster';
import { useTranslation } from '../core/i18n/i18n';
import { isBlank } from './validation';
import { isFieldRequired, type FormApi, type FormErrors, type FormField, type FormMode, validateFields } from './formFields';

// The field config lives in formFields.ts; screens import it from here, with the dialog.
export type { FormApi, FormErrors, FormField, FormMode } from './formFields';

export interface FormDialogProps<Values extends Record<string, unknown>> {
  isOpen: boolean;
  mode: FormMode;
  /** Singular name of the record, English (msg() or a manifest's noun): the title reads 'Add {entityName}' or 'Edit {entityName}', translated as a whole. */
  entityName: string;
  fields: readonly FormField<Values>[];
  /** Values the form starts from each time it opens. */
  initialValues: Values;
  /**
   * Saves; resolve true to close (and reset) the dialog, false to keep it open,
   * or the server's refusals by field (e.g. a taken name) to show them under
   * those fields (a refusal naming a field the dialog does not show becomes a
   * toast). `upload` goes in the mutation's Apollo `context` when it sends
   * files: the dialog then shows the upload's percentage and a Cancel that aborts it.
   */
  onSubmit: (values: Values, upload: UploadControls) => Promise<boolean | FormErrors<Values>>;
  onClose: () => void;
  /** Cross-field rules beyond the per-field config; messages English or translated (translated again when shown, harmlessly). */
  validate?: (values: Values, mode: FormMode) => FormErrors<Values>;
  children?: (form: FormApi<Values>) => ReactNode;
  /** Buttons on the footer's left, e.g. an edit dialog's 'Delete …'. */
  secondaryActions?: ReactNode;
  /**
   * The record being edited, as the server's history names it: an edit
   * dialog then offers 'History', a drawer with that record's own changes
   * (superadmins, who may read the history).
   */
  history?: HistorySubject;
}

/**
 * The add/edit dialog every list screen uses: fields from config (or
 * `children`), '{label} is required' style messages under the fields after the
 * first submit, a spinner on submit, and a fresh form each time it opens.
 */
export function FormDialog<Values extends Record<string, unknown>>({
  isOpen,
  mode,
  entityName,
  fields,
  initialValues,
  onSubmit,
  onClose,
  validate,
  children,
  secondaryActions,
  history,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const formId = useId();
  const session = useOptionalSession();
  const [historyOpen, setHistoryOpen] = useState(false);
  const showsHistory = mode === 'edit' && history !== undefined && session?.user?.role === 'superadmin';
  const [values, setValues] = useState<Values>(initialValues);
  const [showErrors, setShowErrors] = useState(false);
  // The server's refusals by field, shown until that field changes.
  const [serverErrors, setServerErrors] = useState<FormErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // What the form opened with: a change from it asks before the dialog closes.
  const [startValues, setStartValues] = useState<Values>(initialValues);
  const upload = useUpload();
  const formRef = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // After a refused save, where focus goes once the inputs are enabled again.
  const refocusAfterSave = useRef<{ field?: string } | undefined>(undefined);

  // Start from the given values each time the dialog opens (React's
  // "adjust state while rendering" pattern, no effect needed).
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setHistoryOpen(false);
    if (isOpen) {
      setValues(initialValues);
      setStartValues(initialValues);
      setShowErrors(false);
      setServerErrors({});
    }
  }

  const errors: FormErrors<Values> = {
    ...validateFields(fields, values, mode),
    ...validate?.(values, mode),
  };
  const visibleErrors: FormErrors<Values> = showErrors ? { ...serverErrors, ...errors } : {};

  const isDirty = Object.keys({ ...startValues, ...values }).some((key) => valuesDiffer(startValues[key], values[key]));
  const unsaved = useUnsavedChangesGuard(isDirty, onClose);
  const popoverEscape = usePopoverEscapeGuard();
  const requestClose = (event?: SyntheticEvent | Event) => {
    // An Escape that closed a date picker or an autocomplete is not meant for the dialog.
    if (popoverEscape.isPopoverEscape(event)) return;
    unsaved.requestClose();
  };

  const setValue: FormApi<Values>['setValue'] = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  /** The input of a field, by the id the dialog gives it. */
  const inputOf = (name: string) => document.getElementById(`${formId}-${name}`);
  const visibleFields = fields.filter((field) => !field.hidden?.(values, mode));
  // Keyboard and screen reader users start in the first field, and after an
  // invalid submit are taken to the first field that needs them.
  const focusFirstField = () => (visibleFields[0] ? inputOf(visibleFields[0].name)?.focus() : undefined);
  const focusFirstError = (found: FormErrors<Values>) => {
    const first = visibleFields.find((field) => found[field.name]);
    if (first) inputOf(first.name)?.focus();
  };

  // The submit button was disabled while saving, which dropped focus to the
  // page (and Escape with it): once the form is usable again, focus goes to
  // the refused field, or back into the dialog.
  useEffect(() => {
    const refocus = refocusAfterSave.current;
    if (submitting || !refocus) return;
    refocusAfterSave.current = undefined;
    const field = refocus.field ? document.getElementById(`${formId}-${refocus.field}`) : null;
    if (field) field.focus();
    else if (!formRef.current?.contains(document.activeElement)) submitButton.current?.focus();
  }, [submitting, formId]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(errors).some(Boolean)) {
      focusFirstError(errors);
      return;
    }
    setSubmitting(true);
    const sendsFiles = fields.some(
      (field) => field.type === 'images' && !field.hidden?.(values, mode) && (values[field.name] as File[] | undefined)?.length,
    );
    const controls: UploadControls = sendsFiles ? upload.start() : { signal: new AbortController().signal, onUploadProgress: () => undefined };
    try {
      const saved = await onSubmit(values, controls);
      if (saved === true) onClose();
      else {
        const refusals: FormErrors<Values> = saved || {};
        const shown = visibleFields.map((field) => field.name).filter((name) => refusals[name]);
        // A refusal about something the dialog does not show cannot go under a field.
        for (const [name, message] of Object.entries(refusals)) {
          if (message && !shown.includes(name)) showErrorToast(t(String(message)));
        }
        setServerErrors(Object.fromEntries(shown.map((name) => [name, refusals[name]])) as FormErrors<Values>);
        refocusAfterSave.current = { field: shown[0] };
      }
    } finally {
      setSubmitting(false);
      upload.finish();
    }
  };

  const renderInput = (field: FormField<Values>, inputId: string, intent: Intent, required: boolean) => {
    const value = values[field.name];
    const common = {
      id: inputId,
      name: field.name,
      intent,
      placeholder: field.placeholder ? t(field.placeholder) : undefined,
      autoComplete: field.autoComplete,
      'aria-invalid': intent === Intent.DANGER || undefined,
      'aria-required': required || undefined,
    };
    switch (field.type) {
      case 'custom':
        return (
          field.render?.({
            id: inputId,
            value,
            values,
            setValue: (next) => setValue(field.name, next),
            setValues: (changes) => setValues((current) => ({ ...current, ...changes })),
            intent,
            invalid: intent === Intent.DANGER,
            required,
            disabled: submitting,
            mode,
            askDiscard: unsaved.askDiscard,
          }) ?? null
        );
      case 'images':
        return (
          <ImageField
            id={inputId}
            name={field.name}
            value={Array.isArray(value) ? (value as File[]) : []}
            onChange={(files) => setValue(field.name, files as Values[typeof field.name])}
            max={field.max ?? 1}
            existing={field.existingImages}
            invalid={intent === Intent.DANGER}
            disabled={submitting}
          />
        );
      case 'switch':
        return (
          <Switch
            id={inputId}
            name={field.name}
            role="switch"
            label={t(field.label)}
            checked={Boolean(value)}
            onChange={(event) => setValue(field.name, event.currentTarget.checked as Values[typeof field.name])}
          />
        );
      case 'select': {
        const options = field.options ?? [];
        return (
          <HTMLSelect
            id={inputId}
            name={field.name}
            aria-invalid={intent === Intent.DANGER || undefined}
            aria-required={required || undefined}
            fill
            value={isBlank(value) ? '' : String(value)}
            onChange={(event) => {
              const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
              setValue(field.name, (chosen ? chosen.value : '') as Values[typeof field.name]);
            }}
          >
            <option value="" disabled>
              {field.placeholder ? t(field.placeholder) : t('Select {label}', { label: t(field.label) })}
            </option>
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {t(option.label)}
              </option>
            ))}
          </HTMLSelect>
        );
      }
      case 'textarea':
        return (
          <TextArea
            {...common}
            fill
            value={String(value ?? '')}
            onChange={(event) => setValue(field.name, event.currentTarget.value as Values[typeof field.name])}
          />
        );
      case 'password':
        return (
          <PasswordInput {...common} value={String(value ?? '')} onValueChange={(text) => setValue(field.name, text as Values[typeof field.name])} />
        );
      default:
        return (
          <InputGroup
            {...common}
            type={field.type === 'number' ? 'number' : field.type === 'email' ? 'email' : 'text'}
            value={String(value ?? '')}
            onValueChange={(text) => setValue(field.name, text as Values[typeof field.name])}
          />
        );
    }
  };

  const title = mode === 'edit' ? t('Edit {entityName}', { entityName: t(entityName) }) : t('Add {entityName}', { entityName: t(entityName) });

  return (
    <>
      <Dialog
        isOpen={isOpen}
        onClose={submitting ? undefined : requestClose}
        title={title}
        icon={mode === 'edit' ? 'edit' : 'add'}
        // A click beside the dialog asks first when there are changes, like every other way out.
        canOutsideClickClose
        // As soon as the dialog is in the page (not after its transition), so
        // typing right away lands in the first field.
        onOpening={focusFirstField}
      >
        {/* noValidate: the spec's own messages, not the browser's, appear under the fields. */}
        <form ref={formRef} onSubmit={handleSubmit} onKeyDownCapture={popoverEscape.onKeyDownCapture} noValidate aria-label={title}>
          <DialogBody>
            {fields.map((field) => {
              if (field.hidden?.(values, mode)) return null;
              const inputId = `${formId}-${field.name}`;
              const error = visibleErrors[field.name];
              const intent = error ? Intent.DANGER : Intent.NONE;
              const rawHelper = typeof field.helperText === 'function' ? field.helperText(mode, values) : field.helperText;
              const helper = typeof rawHelper === 'string' ? t(rawHelper) : rawHelper;
              const required = isFieldRequired(field, values, mode);
              return (
                <FormGroup
                  key={field.name}
                  // A switch carries its own label.
                  label={field.type === 'switch' ? undefined : t(field.label)}
                  labelFor={inputId}
                  labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
                  helperText={error ? t(String(error)) : helper}
                  intent={intent}
                >
                  {renderInput(field, inputId, intent, required)}
                </FormGroup>
              );
            })}
            {children?.({ values, errors: visibleErrors, setValue, mode })}
            {upload.fraction !== undefined && <UploadProgressBar fraction={upload.fraction} onCancel={upload.cancel} />}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('Cancel')} onClick={() => requestClose()} disabled={submitting} />
                <Button
                  ref={submitButton}
                  type="submit"
                  intent={Intent.PRIMARY}
                  loading={submitting}
                  text={mode === 'edit' ? t('Save changes') : t('Submit')}
                />
              </>
            }
          >
            {showsHistory && <Button icon="history" text={t('History')} onClick={() => setHistoryOpen(true)} />}
            {secondaryActions}
          </DialogFooter>
        </form>
        {showsHistory && <HistoryDrawer subject={history} title={t(entityName)} isOpen={historyOpen} onClose={() => setHistoryOpen(false)} />}
      </Dialog>
      {unsaved.confirmation}
    </>
  );
}
