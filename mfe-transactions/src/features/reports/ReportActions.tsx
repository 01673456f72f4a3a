import { useTranslation } from '@kk/platform';
import { Button, HStack } from '@kk/ui';

/** A report's "Hent CSV" and "Udskriv", named with what they save or print for a screen reader. */
export function ReportActions({ what, downloading, onCsv, onPrint, testId }: { what: string; downloading: boolean; onCsv: () => void; onPrint: () => void; testId: string }) {
  const { t } = useTranslation('transactions');
  return (
    <HStack gap="3" flexWrap="wrap">
      <Button variant="outline" onClick={onCsv} loading={downloading} disabled={downloading} aria-label={`${t('reports.csv')}: ${what}`} data-testid={`${testId}-csv`}>
        {t('reports.csv')}
      </Button>
      <Button variant="outline" onClick={onPrint} aria-label={`${t('reports.print')}: ${what}`} data-testid={`${testId}-print`}>
        {t('reports.print')}
      </Button>
    </HStack>
  );
}
