import type { TFunction } from 'i18next';
import { AccountInformationMessage } from '@kk/domain';
import { ApiError, getAppConfig } from '@kk/platform';
import { Alert } from '@kk/ui';

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

/** A refused save, beside the form that was sent. */
export function SaveFailure({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
