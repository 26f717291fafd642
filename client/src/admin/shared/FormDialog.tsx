import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { PasswordInput } from './PasswordInput';
import { EMAIL_PATTERN, INVALID_EMAIL, isBlank, requiredMessage } from './validation';

export type FormMode = 'add' | 'edit';
export type FieldOptionValue = string | number | boolean;

export interface FormFieldOption {
  label: string;
  value: FieldOptionValue;
}

export interface FormField<Values> {
  name: keyof Values & string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'textarea' | 'select' | 'switch';
  /** Adds the spec's '{label} is required'; a function can depend on the mode or other values. */
  required?: boolean | ((values: Values, mode: FormMode) => boolean);
  /** Extra rule after the required and type checks; returns the message or undefined. */
  validate?: (value: Values[keyof Values], values: Values, mode: FormMode) => string | undefined;
  /** Hides (and skips validating) the field, e.g. a date shown only when a switch is on. */
  hidden?: (values: Values, mode: FormMode) => boolean;
  helperText?: ReactNode | ((mode: FormMode) => ReactNode);
  placeholder?: string;
  options?: readonly FormFieldOption[];
  autoComplete?: string;
}

export type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Given to `children` so a screen can render fields the config cannot express. */
export interface FormApi<Values> {
  values: Values;
  errors: FormErrors<Values>;
  setValue: <Key extends keyof Values & string>(name: Key, value: Values[Key]) => void;
  mode: FormMode;
}

export interface FormDialogProps<Values extends Record<string, unknown>> {
  isOpen: boolean;
  mode: FormMode;
  /** Singular name of the record: the title reads 'Add {entityName}' or 'Edit {entityName}'. */
  entityName: string;
  fields: readonly FormField<Values>[];
  /** Values the form starts from each time it opens. */
  initialValues: Values;
  /** Saves; resolve true to close (and reset) the dialog, false to keep it open. */
  onSubmit: (values: Values) => Promise<boolean>;
  onClose: () => void;
  /** Cross-field rules beyond the per-field config. */
  validate?: (values: Values, mode: FormMode) => FormErrors<Values>;
  children?: (form: FormApi<Values>) => ReactNode;
}

function isFieldRequired<Values>(field: FormField<Values>, values: Values, mode: FormMode): boolean {
  return typeof field.required === 'function' ? field.required(values, mode) : Boolean(field.required);
}

/** Spec §5 messages for the configured fields; only visible fields are checked. */
export function validateFields<Values>(
  fields: readonly FormField<Values>[],
  values: Values,
  mode: FormMode,
): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const field of fields) {
    if (field.hidden?.(values, mode)) continue;
    const value = values[field.name];
    if (isBlank(value)) {
      if (isFieldRequired(field, values, mode)) errors[field.name] = requiredMessage(field.label);
      continue;
    }
    if (field.type === 'email' && !EMAIL_PATTERN.test(String(value).trim())) {
      errors[field.name] = INVALID_EMAIL;
      continue;
    }
    if (field.type === 'number' && Number.isNaN(Number(value))) {
      errors[field.name] = `${field.label} must be a number`;
      continue;
    }
    const message = field.validate?.(value, values, mode);
    if (message) errors[field.name] = message;
  }
  return errors;
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
}: FormDialogProps<Values>) {
  const formId = useId();
  const [values, setValues] = useState<Values>(initialValues);
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);

  // Start from the given values each time the dialog opens (React's
  // "adjust state while rendering" pattern, no effect needed).
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setValues(initialValues);
      setShowErrors(false);
    }
  }

  const errors: FormErrors<Values> = {
    ...validateFields(fields, values, mode),
    ...validate?.(values, mode),
  };
  const visibleErrors: FormErrors<Values> = showErrors ? errors : {};

  const setValue: FormApi<Values>['setValue'] = (name, value) =>
    setValues((current) => ({ ...current, [name]: value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (Object.values(errors).some(Boolean)) return;
    setSubmitting(true);
    try {
      const saved = await onSubmit(values);
      if (saved) onClose();
    } finally {
      setSubmitting(false);
    }
  };

  const renderInput = (field: FormField<Values>, inputId: string, intent: Intent, required: boolean) => {
    const value = values[field.name];
    const common = {
      id: inputId,
      name: field.name,
      intent,
      placeholder: field.placeholder,
      autoComplete: field.autoComplete,
      'aria-invalid': intent === Intent.DANGER || undefined,
      'aria-required': required || undefined,
    };
    switch (field.type) {
      case 'switch':
        return (
          <Switch
            id={inputId}
            name={field.name}
            role="switch"
            label={field.label}
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
              {field.placeholder ?? `Select ${field.label}`}
            </option>
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
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
          <PasswordInput
            {...common}
            value={String(value ?? '')}
            onValueChange={(text) => setValue(field.name, text as Values[typeof field.name])}
          />
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

  const title = `${mode === 'edit' ? 'Edit' : 'Add'} ${entityName}`;

  return (
    <Dialog
      isOpen={isOpen}
      onClose={submitting ? undefined : onClose}
      title={title}
      icon={mode === 'edit' ? 'edit' : 'add'}
      canOutsideClickClose={false}
    >
      {/* noValidate: the spec's own messages, not the browser's, appear under the fields. */}
      <form onSubmit={handleSubmit} noValidate aria-label={title}>
        <DialogBody>
          {fields.map((field) => {
            if (field.hidden?.(values, mode)) return null;
            const inputId = `${formId}-${field.name}`;
            const error = visibleErrors[field.name];
            const intent = error ? Intent.DANGER : Intent.NONE;
            const helper = typeof field.helperText === 'function' ? field.helperText(mode) : field.helperText;
            const required = isFieldRequired(field, values, mode);
            return (
              <FormGroup
                key={field.name}
                // A switch carries its own label.
                label={field.type === 'switch' ? undefined : field.label}
                labelFor={inputId}
                labelInfo={required ? <span aria-hidden="true">*</span> : undefined}
                helperText={error ?? helper}
                intent={intent}
              >
                {renderInput(field, inputId, intent, required)}
              </FormGroup>
            );
          })}
          {children?.({ values, errors: visibleErrors, setValue, mode })}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={submitting} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={submitting}
                text={mode === 'edit' ? 'Save changes' : 'Submit'}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
