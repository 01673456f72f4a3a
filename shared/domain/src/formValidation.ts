/**
 * Spec sections 4 ("Form validation display") and 5 ("Form validator") as pure rules; the
 * React helper in @kk/ui (useFormValidation) only stores this state and renders it.
 *
 * - A field shows error styling and a message only when it was edited or the form was
 *   submitted; a reset clears the styling.
 * - Fields marked validate-on 'dirty' refresh their validity as the user types; the others
 *   when they lose focus (validation on blur) and on submit.
 * - Submit is blocked unless every field is valid; a quiet field blocks without a message.
 * - Validators are named: a custom check sets validity under its own key, and the first
 *   failing key is the message shown. Names that are not fields of the form are ignored.
 */
export type Validator = (value: string, values: Readonly<Record<string, string>>) => boolean;

export interface FieldRule {
  validators?: Readonly<Record<string, Validator>>;
  validateOn?: 'blur' | 'dirty';
  quiet?: boolean;
}

export type FormRules = Readonly<Record<string, FieldRule>>;

export interface FieldState {
  value: string;
  /** Changed since the last reset. */
  dirty: boolean;
  /** Changed and then left, or typed into when it validates as the user types. */
  edited: boolean;
  /** Failing validator keys as of the field's last validation. */
  errors: readonly string[];
}

export interface FormState {
  fields: Readonly<Record<string, FieldState>>;
  submitted: boolean;
}

export const required: Validator = (value) => value.trim() !== '';

function failing(rule: FieldRule | undefined, value: string, values: Record<string, string>): string[] {
  return Object.entries(rule?.validators ?? {}).filter(([, check]) => !check(value, values)).map(([key]) => key);
}

function valuesOf(form: FormState): Record<string, string> {
  return Object.fromEntries(Object.entries(form.fields).map(([name, field]) => [name, field.value]));
}

export function createForm(rules: FormRules, initial: Readonly<Record<string, string>> = {}): FormState {
  const values = Object.fromEntries(Object.keys(rules).map((name) => [name, initial[name] ?? '']));
  const fields = Object.fromEntries(
    Object.keys(rules).map((name) => [name, { value: values[name] ?? '', dirty: false, edited: false, errors: failing(rules[name], values[name] ?? '', values) }]),
  );
  return { fields, submitted: false };
}

export function resetForm(rules: FormRules, initial: Readonly<Record<string, string>> = {}): FormState {
  return createForm(rules, initial);
}

function replaceField(form: FormState, name: string, field: FieldState): FormState {
  return { ...form, fields: { ...form.fields, [name]: field } };
}

export function changeField(form: FormState, rules: FormRules, name: string, value: string): FormState {
  const field = form.fields[name];
  if (!field) return form;
  const onDirty = rules[name]?.validateOn === 'dirty';
  const next = replaceField(form, name, { ...field, value, dirty: true, edited: field.edited || onDirty });
  if (!onDirty && !form.submitted) return next;
  // After a submit every field tracks its value, or a corrected field would stay red.
  return replaceField(next, name, { ...next.fields[name]!, errors: failing(rules[name], value, valuesOf(next)) });
}

export function blurField(form: FormState, rules: FormRules, name: string): FormState {
  const field = form.fields[name];
  if (!field) return form;
  return replaceField(form, name, { ...field, edited: field.edited || field.dirty, errors: failing(rules[name], field.value, valuesOf(form)) });
}

/** Validates every field; the form may be sent only when `valid`. */
export function submitForm(form: FormState, rules: FormRules): { form: FormState; valid: boolean } {
  const values = valuesOf(form);
  const fields = Object.fromEntries(
    Object.entries(form.fields).map(([name, field]) => [name, { ...field, errors: failing(rules[name], field.value, values) }]),
  );
  const valid = Object.values(fields).every((field) => field.errors.length === 0);
  return { form: { fields, submitted: true }, valid };
}

export interface FieldDisplay {
  invalid: boolean;
  /** The validator key whose message to show, or null. */
  errorKey: string | null;
}

export function fieldDisplay(form: FormState, rules: FormRules, name: string): FieldDisplay {
  const field = form.fields[name];
  if (!field || !(field.edited || form.submitted) || field.errors.length === 0) return { invalid: false, errorKey: null };
  return { invalid: true, errorKey: rules[name]?.quiet ? null : (field.errors[0] ?? null) };
}
