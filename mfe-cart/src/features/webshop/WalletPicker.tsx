import { allergenName, type BasketWallet } from '@kk/domain';
import { getAppConfig, useCart, useTranslation } from '@kk/platform';
import { Button, ModalDialog, Stack, Text } from '@kk/ui';
import type { Shop, ShopProduct } from './loadShops';
import { refusalText, walletRefusal } from './ProductCard';

/**
 * The wallet picker (spec section 2): which child the item is for. A child the item cannot
 * go to (no stock left, or the purchase limit reached) cannot be chosen, and says why.
 */
export function WalletPicker({ item, shop, onPick, onClose }: { item: ShopProduct; shop: Shop; onPick: (wallet: BasketWallet) => void; onClose: () => void }) {
  const { t } = useTranslation('cart');
  const baskets = useCart((s) => s.baskets);
  const allergens = item.product.AllergenIDs.map((id) => allergenName(id, getAppConfig().culture)).join(', ');
  return (
    <ModalDialog
      title={t('webshop.pickerTitle', { name: item.product.Name })}
      onClose={onClose}
      testId="wallet-picker"
      footer={<Button variant="outline" onClick={onClose}>{t('webshop.pickerCancel')}</Button>}
    >
      <Stack gap="3">
        <Text>{t('webshop.pickerIntro')}</Text>
        {shop.wallets.map((wallet) => {
          const refusal = walletRefusal(item, wallet.WalletID, baskets);
          const reasonId = `pick-${item.product.ID}-${wallet.WalletID}`;
          return (
            <Stack key={wallet.WalletID} gap="1">
              <Button
                variant="outline"
                justifyContent="flex-start"
                disabled={refusal !== null}
                aria-describedby={refusal !== null ? reasonId : undefined}
                onClick={() => onPick(wallet)}
                data-testid="wallet-picker-choice"
              >
                {wallet.Name}
              </Button>
              {refusal !== null && (
                <Text id={reasonId} fontSize="sm" color="fg.muted">
                  {refusalText(refusal, t, allergens)}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </ModalDialog>
  );
}
