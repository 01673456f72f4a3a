import { ApiError, useTranslation } from '@kk/platform';
import { Alert, LoadFailed } from '@kk/ui';

/** A refusal of the customer (another tenant's, or not the caller's) as the pages say it; other failures as a load failure. */
export function ReportFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('transactions');
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return (
      <Alert.Root status="warning" role="alert" data-testid="reports-denied">
        <Alert.Indicator />
        <Alert.Title>{t('reports.notAllowed')}</Alert.Title>
      </Alert.Root>
    );
  }
  return <LoadFailed />;
}
