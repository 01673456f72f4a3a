import type { VoucherDetail, WalletInOnboarding } from '@kk/contracts';
import { formatTicketDate, formatTicketPeriod, voucherKindsShown } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Heading, Stack, Text, useAsync } from '@kk/ui';
import { homeApi } from './api';

/** How a voucher's dates read: a one-day event with its time, a month card as its month. */
export function voucherWhen(voucher: VoucherDetail, culture: 'da' | 'en'): string {
  const sameDay = voucher.StartDate.slice(0, 10) === voucher.EndDate.slice(0, 10);
  return sameDay ? formatTicketDate(voucher.StartDate, culture) : formatTicketPeriod(voucher.StartDate, voucher.EndDate, culture);
}

/** Tickets always; vouchers on the mywallet brand and discounts on bitten (spec section 2). */
export function Vouchers({ wallet, pageKey, onOpen }: { wallet: WalletInOnboarding; pageKey: string; onOpen: (voucher: VoucherDetail) => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const customerName = wallet.Customers[0]?.Name ?? '';
  const vouchers = useAsync(() => homeApi.vouchers(wallet.WalletID, customerName), [wallet.WalletID, customerName]);
  if (vouchers.status !== 'done') return null;
  const shown = voucherKindsShown(pageKey);
  const visible = vouchers.data.filter((voucher) => shown.includes(voucher.Kind));
  if (visible.length === 0) return null;

  return (
    <Box as="section" aria-label={t('vouchers.title')}>
      <Heading as="h3" size="sm" mb="2">{t('vouchers.title')}</Heading>
      <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
        {visible.map((voucher) => (
          <li key={voucher.ID}>
            <Button variant="outline" size="sm" w="full" justifyContent="space-between" h="auto" py="2" onClick={() => onOpen(voucher)} data-testid={`voucher-${voucher.Kind}`}>
              <Box textAlign="start">
                <Text fontWeight="semibold">{voucher.Name}</Text>
                <Text fontSize="xs" color="fg.muted">{voucherWhen(voucher, culture)}</Text>
              </Box>
              <Badge colorPalette="gray">{t(`vouchers.kind.${voucher.Kind}`)}</Badge>
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
