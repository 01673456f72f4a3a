import { blurField, changeField, createForm, fieldDisplay, required, resetForm, submitForm, type FormRules } from './formValidation';
import { confirmMatches } from './inputHelpers';

const rules: FormRules = {
  email: { validators: { required, email: (v) => v === '' || v.includes('@') } },
  code: { validators: { required }, validateOn: 'dirty' },
  hidden: { validators: { required }, quiet: true },
};

describe('form validation display', () => {
  it('shows nothing before the field is edited or the form submitted', () => {
    const form = createForm(rules);
    expect(fieldDisplay(form, rules, 'email')).toEqual({ invalid: false, errorKey: null });
    expect(form.fields.email?.errors).toEqual(['required']);
  });

  it('validates a blur field when it is left, not while typing', () => {
    let form = createForm(rules);
    form = changeField(form, rules, 'email', 'anne');
    expect(fieldDisplay(form, rules, 'email').invalid).toBe(false);
    form = blurField(form, rules, 'email');
    expect(fieldDisplay(form, rules, 'email')).toEqual({ invalid: true, errorKey: 'email' });
    form = changeField(form, rules, 'email', 'anne@demo.dk');
    expect(fieldDisplay(form, rules, 'email').invalid).toBe(true);
    form = blurField(form, rules, 'email');
    expect(fieldDisplay(form, rules, 'email').invalid).toBe(false);
  });

  it('refreshes a validate-on-dirty field as the user types', () => {
    let form = createForm(rules);
    form = changeField(form, rules, 'code', 'x');
    expect(fieldDisplay(form, rules, 'code').invalid).toBe(false);
    form = changeField(form, rules, 'code', '');
    expect(fieldDisplay(form, rules, 'code')).toEqual({ invalid: true, errorKey: 'required' });
  });

  it('leaving an untouched field does not mark it edited', () => {
    const form = blurField(createForm(rules), rules, 'email');
    expect(fieldDisplay(form, rules, 'email').invalid).toBe(false);
  });

  it('blocks submit unless valid and then shows every error; corrected fields clear as typed', () => {
    const result = submitForm(createForm(rules), rules);
    expect(result.valid).toBe(false);
    expect(fieldDisplay(result.form, rules, 'email').errorKey).toBe('required');
    expect(fieldDisplay(result.form, rules, 'code').errorKey).toBe('required');
    const typed = changeField(result.form, rules, 'email', 'a@b.dk');
    expect(fieldDisplay(typed, rules, 'email').invalid).toBe(false);
  });

  it('styles a quiet field as invalid without a message', () => {
    const { form } = submitForm(createForm(rules), rules);
    expect(fieldDisplay(form, rules, 'hidden')).toEqual({ invalid: true, errorKey: null });
  });

  it('clears all styling on reset', () => {
    const { form } = submitForm(createForm(rules), rules);
    const reset = resetForm(rules);
    expect(fieldDisplay(form, rules, 'email').invalid).toBe(true);
    expect(fieldDisplay(reset, rules, 'email').invalid).toBe(false);
    expect(reset.submitted).toBe(false);
  });

  it('ignores names that are not fields of the form', () => {
    const form = createForm(rules);
    expect(changeField(form, rules, 'nope', 'x')).toBe(form);
    expect(blurField(form, rules, 'nope')).toBe(form);
    expect(fieldDisplay(form, rules, 'nope')).toEqual({ invalid: false, errorKey: null });
  });

  it('sets a custom validity key, here the confirm-field rule against another field', () => {
    const pw: FormRules = {
      password: { validators: { required } },
      repeat: { validators: { required, confirm: (v, values) => confirmMatches(v, values.password ?? '') }, validateOn: 'dirty' },
    };
    let form = changeField(createForm(pw), pw, 'password', 'Demo-1234');
    form = changeField(form, pw, 'repeat', 'Demo-12');
    expect(fieldDisplay(form, pw, 'repeat').errorKey).toBe('confirm');
    form = changeField(form, pw, 'repeat', 'Demo-1234');
    expect(submitForm(form, pw).valid).toBe(true);
  });
});
