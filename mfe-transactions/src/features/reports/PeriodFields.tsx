import { isPeriod } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { SimpleGrid, Text } from '@kk/ui';
import { DateField } from '@kk/ui/forms';

export interface Period {
  from: string;
  to: string;
}

/** From and to dates (inclusive), with an alert when to is before from (the caller asks only for a period, `isPeriod`). */
export function PeriodFields({ period, onChange, testId }: { period: Period; onChange: (period: Period) => void; testId: string }) {
  const { t } = useTranslation('transactions');
  const complete = period.from !== '' && period.to !== '';
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="xl">
        <DateField label={t('reports.from')} value={period.from} onChange={(from) => onChange({ ...period, from })} testId={`${testId}-from`} />
        <DateField label={t('reports.to')} value={period.to} onChange={(to) => onChange({ ...period, to })} testId={`${testId}-to`} />
      </SimpleGrid>
      {complete && !isPeriod(period.from, period.to) && <Text role="alert" color="red.700" fontSize="sm">{t('reports.badPeriod')}</Text>}
    </>
  );
}
