import type { VoucherDetail } from '@kk/contracts';
import { formatTicketDate, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, ModalDialog, Money, Stack, Text } from '@kk/ui';

/** A ticket's, voucher's or discount's details (spec section 2, "Voucher or ticket detail"). */
export default function VoucherDetailsDialog({ voucher, onClose }: { voucher: VoucherDetail; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  return (
    <ModalDialog title={voucher.Name} onClose={onClose} testId="voucher-details" footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <Stack gap="3">
        <Box><Badge colorPalette="gray">{t(`vouchers.kind.${voucher.Kind}`)}</Badge></Box>
        {voucher.Description && <Text>{voucher.Description}</Text>}
        <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
          <Text as="dt" color="fg.muted">{t('vouchers.customer')}</Text>
          <Text as="dd" m="0">{voucher.CustomerName}</Text>
          <Text as="dt" color="fg.muted">{t('vouchers.from')}</Text>
          <Text as="dd" m="0" data-testid="voucher-start">{formatTicketDate(voucher.StartDate, culture)}</Text>
          <Text as="dt" color="fg.muted">{t('vouchers.to')}</Text>
          <Text as="dd" m="0">{formatTicketDate(voucher.EndDate, culture)}</Text>
          {voucher.DiscountPercent !== null && (
            <>
              <Text as="dt" color="fg.muted">{t('vouchers.discount')}</Text>
              <Text as="dd" m="0">{voucher.DiscountPercent} %</Text>
            </>
          )}
          {voucher.RemainingAmount !== null && (
            <>
              <Text as="dt" color="fg.muted">{t('vouchers.remaining')}</Text>
              <Text as="dd" m="0"><Money ore={kronerToOre(voucher.RemainingAmount)} /></Text>
            </>
          )}
        </Box>
      </Stack>
    </ModalDialog>
  );
}
