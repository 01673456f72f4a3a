import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import {
  blurField, changeField, createForm, fieldDisplay, resetForm, submitForm, type FieldDisplay, type FormRules, type FormState,
} from '@kk/domain';

export interface FormValidation {
  values: Record<string, string>;
  /** True while the submit handler runs; the submit button shows a spinner. */
  busy: boolean;
  display(name: string): FieldDisplay;
  /** Props for the input of a field: value, handlers, aria-invalid and the message's id. */
  inputProps(name: string): {
    id: string;
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
  errorId(name: string): string;
  setValue(name: string, value: string): void;
  /** Validates everything; calls `onValid` only when the form is valid (spec section 5). */
  handleSubmit(onValid: (values: Record<string, string>) => Promise<void> | void): (event: FormEvent) => Promise<void>;
  reset(): void;
}

/**
 * React state around the pure rules of @kk/domain formValidation: error styling only
 * after an edit or a submit, cleared on reset, validate-on-dirty fields refreshed as the
 * user types. The form id is generated (every form and field gets a name), and the busy
 * flag resets when the page is shown again from the back-forward cache.
 */
export function useFormValidation(rules: FormRules, initial: Readonly<Record<string, string>> = {}): FormValidation {
  const formId = useId();
  const [form, setForm] = useState<FormState>(() => createForm(rules, initial));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onPageShow = () => setBusy(false);
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const values = useMemo(() => Object.fromEntries(Object.entries(form.fields).map(([name, f]) => [name, f.value])), [form]);
  const errorId = useCallback((name: string) => `${formId}-${name}-error`, [formId]);
  const display = useCallback((name: string) => fieldDisplay(form, rules, name), [form, rules]);
  const setValue = useCallback((name: string, value: string) => setForm((current) => changeField(current, rules, name, value)), [rules]);

  return {
    values,
    busy,
    display,
    errorId,
    setValue,
    inputProps(name) {
      const shown = fieldDisplay(form, rules, name);
      return {
        id: `${formId}-${name}`,
        name,
        value: form.fields[name]?.value ?? '',
        onChange: (event) => setValue(name, event.target.value),
        onBlur: () => setForm((current) => blurField(current, rules, name)),
        'aria-invalid': shown.invalid,
        'aria-describedby': shown.errorKey ? errorId(name) : undefined,
      };
    },
    handleSubmit(onValid) {
      return async (event) => {
        event.preventDefault();
        const result = submitForm(form, rules);
        setForm(result.form);
        if (!result.valid || busy) return;
        setBusy(true);
        try {
          await onValid(values);
        } finally {
          setBusy(false);
        }
      };
    },
    reset() {
      setForm(resetForm(rules, initial));
      setBusy(false);
    },
  };
}
