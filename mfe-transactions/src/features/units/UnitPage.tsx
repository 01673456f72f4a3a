import { formatDateTime, formatOre, kronerToOre, type StaffApplication } from '@kk/domain';
import { ApiError, getAppConfig, queryValue, useTranslation } from '@kk/platform';
import { Alert, Badge, Box, Heading, Loading, LoadFailed, SignedMoney, Stack, Table, Text, useAsync, useLocation } from '@kk/ui';
import { TableHead } from '@kk/ui/tables';
import { unitsApi } from './api';

/**
 * The terminal page the transaction dialog links to (spec section 2): /Units/Index?ID= in
 * the support tool, /Units/DeviceInfo?ID= on the partner site. The terminal, its customer
 * and canteen, today's sales and its latest transactions.
 */
export function UnitPage() {
  const { t } = useTranslation('transactions');
  const { application: appName, culture } = getAppConfig();
  const application: StaffApplication = appName === 'support' ? 'support' : 'partner';
  const { query } = useLocation();
  const id = queryValue(query, 'ID');
  const unit = useAsync(() => (id ? unitsApi.unit(application, id) : Promise.reject(new Error('no id'))), [application, id]);
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('units.title')}</Heading>
      {!id && <Text>{t('units.noId')}</Text>}
      {id && unit.status === 'loading' && <Loading />}
      {id && unit.status === 'failed' &&
        (unit.error instanceof ApiError && (unit.error.status === 403 || unit.error.status === 404) ? (
          <Alert.Root status="warning" role="alert" data-testid="unit-denied">
            <Alert.Indicator />
            <Alert.Title>{t('units.notAllowed')}</Alert.Title>
          </Alert.Root>
        ) : (
          <LoadFailed />
        ))}
      {unit.status === 'done' && (
        <>
          <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" data-testid="unit-facts">
            {([
              [t('units.name'), unit.data.Name],
              [t('units.customer'), unit.data.Customer.Name],
              [t('units.canteen'), unit.data.Canteen?.Name ?? '–'],
              [t('units.active'), unit.data.IsActive ? t('common.yes') : t('common.no')],
              [t('units.created'), formatDateTime(unit.data.CreatedDate, culture)],
              [t('units.lastTransaction'), unit.data.LastTransactionDate ? formatDateTime(unit.data.LastTransactionDate, culture) : '–'],
              [t('units.salesToday'), t('units.sales', { count: unit.data.SalesToday, sum: formatOre(kronerToOre(unit.data.SumToday), culture) })],
              [t('units.id'), unit.data.ID],
            ] as const).map(([label, value]) => (
              <Box key={label} display="contents">
                <Text as="dt" color="fg.muted">{label}</Text>
                <Text as="dd" m="0" wordBreak="break-word">{value}</Text>
              </Box>
            ))}
          </Box>
          <Stack as="section" aria-labelledby="unit-latest" gap="2">
            <Heading as="h2" size="md" id="unit-latest">{t('units.latest')}</Heading>
            {unit.data.LatestTransactions.length === 0 ? (
              <Text>{t('units.noTransactions')}</Text>
            ) : (
              <Table.Root size="sm" data-testid="unit-transactions">
                <TableHead columns={[t('units.date'), t('units.description'), t('units.wallet'), t('units.status'), { label: t('units.amount'), end: true }]} />
                <Table.Body>
                  {unit.data.LatestTransactions.map((row) => (
                    <Table.Row key={row.ID}>
                      <Table.Cell whiteSpace="nowrap">{formatDateTime(row.CreatedDate, culture)}</Table.Cell>
                      <Table.Cell>{row.Description}</Table.Cell>
                      <Table.Cell>{row.Wallet.Name}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={row.Status.IsCompleted ? 'green' : row.Status.IsFailed ? 'red' : 'yellow'}>
                          {t(`ui:transactionStatus.${row.Status.IsCompleted ? 'completed' : row.Status.IsFailed ? 'failed' : 'pending'}`)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell textAlign="end"><SignedMoney ore={-Math.abs(kronerToOre(row.Amount))} /></Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
