import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WalletDetail } from '@kk/contracts';
import { kronerToOre, receiptFromWallet, receiptPrintData } from '@kk/domain';
import { ApiError, getAppConfig, queryValue, useTranslation } from '@kk/platform';
import { Alert, Box, Button, Field, Heading, HStack, Input, Money, openPrintWindow, Stack, Table, TopScrollbar, useLocation } from '@kk/ui';
import { walletInfoApi } from './api';
import { FamilyErasureSection } from './FamilyErasureSection';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The wallet's user (spec section 2): /Wallet/WalletUserInfo?walletID= in the support tool,
 * /CustomerSupport/Users?W.ID= on the partner site. Opened from a transaction it looks the
 * wallet up at once; otherwise it asks for a wallet ID. The balance prints as a receipt.
 */
export function WalletUserInfoPage() {
  const { t } = useTranslation('transactions');
  const { query } = useLocation();
  const fromAddress = getAppConfig().application === 'support' ? queryValue(query, 'walletID') : queryValue(query, 'W.ID');
  const [walletId, setWalletId] = useState(fromAddress ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WalletDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const invalid = touched && !GUID.test(walletId.trim());
  const round = useRef(0);

  async function lookup(id: string) {
    const mine = ++round.current;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const detail = await walletInfoApi.detail(id);
      if (mine === round.current) setResult(detail);
    } catch (error) {
      const denied = error instanceof ApiError && (error.status === 403 || error.status === 404);
      if (mine === round.current) setFailure(denied ? 'lookup.notAllowed' : 'lookup.failed');
    } finally {
      if (mine === round.current) setBusy(false);
    }
  }

  useEffect(() => {
    if (fromAddress && GUID.test(fromAddress.trim())) {
      setWalletId(fromAddress);
      void lookup(fromAddress.trim());
    }
  }, [fromAddress]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!GUID.test(walletId.trim())) return;
    void lookup(walletId.trim());
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('lookup.pageTitle')}</Heading>
      <Box as="section" aria-labelledby="lookup-title" bg="bg.panel" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" id="lookup-title" mb="3">{t('lookup.title')}</Heading>
        <form onSubmit={onSubmit} noValidate>
          <HStack align="end" gap="3" wrap="wrap">
            <Field.Root invalid={invalid} maxW="md">
              <Field.Label>{t('lookup.label')}</Field.Label>
              <Input name="walletId" value={walletId} onChange={(e) => setWalletId(e.target.value)} fontFamily="mono" />
              {invalid ? <Field.ErrorText>{t('lookup.invalid')}</Field.ErrorText> : <Field.HelperText>{t('lookup.hint')}</Field.HelperText>}
            </Field.Root>
            <Button type="submit" loading={busy}>{t('lookup.submit')}</Button>
          </HStack>
        </form>
        <Stack mt="4">
          {failure && (
            <Alert.Root status="warning" role="alert" data-testid="wallet-lookup-denied">
              <Alert.Indicator />
              <Alert.Title>{t(failure)}</Alert.Title>
            </Alert.Root>
          )}
          {result && (
            <>
              <TopScrollbar>
                <Table.Root size="sm" data-testid="wallet-lookup-result">
                  <Table.Body>
                    <Table.Row><Table.ColumnHeader>{t('lookup.name')}</Table.ColumnHeader><Table.Cell>{result.Name}</Table.Cell></Table.Row>
                    <Table.Row><Table.ColumnHeader>{t('lookup.customer')}</Table.ColumnHeader><Table.Cell>{result.Customer.Name}</Table.Cell></Table.Row>
                    <Table.Row><Table.ColumnHeader>{t('lookup.balance')}</Table.ColumnHeader><Table.Cell><Money ore={kronerToOre(result.Balance)} /></Table.Cell></Table.Row>
                    <Table.Row><Table.ColumnHeader>{t('lookup.blocked')}</Table.ColumnHeader><Table.Cell>{result.IsBlocked ? t('common.yes') : t('common.no')}</Table.Cell></Table.Row>
                  </Table.Body>
                </Table.Root>
              </TopScrollbar>
              <Button
                alignSelf="start"
                variant="outline"
                onClick={() => void openPrintWindow(receiptPrintData(receiptFromWallet(result, new Date()), t('lookup.printTitle')))}
                data-testid="wallet-lookup-print"
              >
                {t('lookup.print')}
              </Button>
            </>
          )}
        </Stack>
      </Box>
      {getAppConfig().application === 'support' && (
        <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" p="5">
          <FamilyErasureSection walletId={result?.WalletID} />
        </Box>
      )}
    </Stack>
  );
}
