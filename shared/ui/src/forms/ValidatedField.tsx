import { Field, Input } from '@chakra-ui/react';
import type { FormValidation } from './useFormValidation';

/**
 * A labelled input that shows its error per the form validation display rules. `messages`
 * maps validator keys to the (translated) text shown for them.
 */
export function ValidatedField({ form, name, label, messages, type = 'text', autoComplete, inputMode, required = false, failureId, hint }: {
  form: FormValidation;
  name: string;
  label: string;
  messages: Record<string, string>;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  required?: boolean;
  /** The id of a message about the whole form that concerns this field too (a refused sign-in): the field is invalid and described by it. */
  failureId?: string;
  /** A hint under the input (what the field accepts); Chakra's field describes the input by it. */
  hint?: string;
}) {
  const shown = form.display(name);
  const failed = failureId !== undefined && !shown.invalid;
  // Chakra's field links label, input and message by ids of its own.
  const { name: fieldName, value, onChange, onBlur } = form.inputProps(name);
  return (
    <Field.Root invalid={shown.invalid || failed} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input name={fieldName} value={value} onChange={onChange} onBlur={onBlur} type={type} autoComplete={autoComplete} inputMode={inputMode} aria-describedby={failed ? failureId : undefined} />
      {hint !== undefined && <Field.HelperText>{hint}</Field.HelperText>}
      {shown.errorKey && <Field.ErrorText>{messages[shown.errorKey] ?? shown.errorKey}</Field.ErrorText>}
    </Field.Root>
  );
}
