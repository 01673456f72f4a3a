import { useState } from 'react';
import type { TFunction } from 'i18next';
import { AccountInformationMessage } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Stack, SubmitButton, type FormValidation } from '@kk/ui';

const OWN_TEXTS: Readonly<Record<string, string>> = {
  [AccountInformationMessage.WrongPassword]: 'account.errors.wrongPassword',
  [AccountInformationMessage.EmailTaken]: 'account.errors.emailTaken',
  [AccountInformationMessage.PasswordNotAccepted]: 'account.errors.passwordNotAccepted',
};

/** What the page says about a refused save: its own text for the account refusals, else the error catalogue's. */
export function failureText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('account.failed');
  const own = OWN_TEXTS[error.serverError().message ?? ''];
  return own ? t(own) : error.describe().text[getAppConfig().culture];
}

/** An account form's submit: `save` runs once the form is valid, and a refusal is kept to show beside the form. */
export function useAccountSubmit(form: FormValidation, save: (values: Record<string, string>) => Promise<void>) {
  const { t } = useTranslation('wallet');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(failureText(error, t));
    }
  });
  return { submit, failure };
}

/** A refused save, beside the form that was sent. */
function SaveFailure({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** The end of an account form: a refused save, then the save button, which a read-only form does not have. */
export function AccountFormEnd({ form, failure, failureTestId, saveText, readOnly = false }: {
  form: FormValidation;
  failure: string | null;
  failureTestId: string;
  saveText: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <SaveFailure text={failure} testId={failureTestId} />
      {!readOnly && (
        <Stack align="flex-start">
          <SubmitButton busy={form.busy} busyText={t('account.saving')}>{saveText}</SubmitButton>
        </Stack>
      )}
    </>
  );
}
