import { useState } from 'react';
import { describeServerError, EXPIRED_PRODUCT_STATUS_CODE, formatOre } from '@kk/domain';
import { addTranslations, getAppConfig, useCart, useTranslation } from '@kk/platform';
import { Box, Button, HStack, ModalDialog, Stack, Text, type DialogParts } from '@kk/ui';
import { cardQuestionParts, ChoiceGroup, missingCardParts } from '@kk/ui/forms';
import { BasketList, basketSumOre } from './BasketList';
import { answerCardQuestion, checkoutReturnPath, pay } from './checkout';
import { backToBasket, CARD_METHOD, closeCart, MOBILEPAY_METHOD, useCheckout, WALLET_METHOD, type CheckoutPhase, type PaymentMethod } from './checkoutState';
import { NO_CHILD_TRANSACTIONS, NO_MERCHANT_DATA, type OrderFailure } from '@kk/platform/payments';
import type { TFunction } from 'i18next';
import { cartTexts } from './texts';

// The parcel on every page carries only the button's texts; the dialog brings its own.
addTranslations('cart', cartTexts);

function ProgressBody({ share, label }: { share: number; label: string }) {
  const { t } = useTranslation('cart');
  const percent = Math.round(share * 100);
  return (
    <Stack gap="3" role="status" aria-live="polite">
      <Text data-testid="order-progress-message">{label}</Text>
      <Box role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={label} bg="bg.muted" borderRadius="full" h="3" overflow="hidden">
        <Box bg="brand.solid" h="100%" width={`${percent}%`} transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" color="fg.muted">{t('progress.share', { percent })}</Text>
    </Stack>
  );
}

function failureText(failure: OrderFailure, t: TFunction): string {
  if (failure.statusCode === EXPIRED_PRODUCT_STATUS_CODE || failure.message === 'ExpiredProductsInBasket') return t('failed.expired');
  if (failure.message === NO_CHILD_TRANSACTIONS || failure.message === NO_MERCHANT_DATA) return t('failed.noCard');
  if (failure.message === '') return t('failed.body');
  return describeServerError({ StatusCode: failure.statusCode, message: failure.message, reason: '' }).text[getAppConfig().culture];
}

const METHODS: readonly PaymentMethod[] = [WALLET_METHOD, CARD_METHOD, MOBILEPAY_METHOD];

function useBasketParts(t: TFunction): DialogParts {
  const baskets = Object.values(useCart((s) => s.baskets));
  const [method, setMethod] = useState<PaymentMethod>(WALLET_METHOD);
  const culture = getAppConfig().culture;
  const totalOre = baskets.reduce((sum, basket) => sum + basketSumOre(basket), 0);
  if (baskets.length === 0) {
    return { title: t('basket.title'), testId: 'cart-dialog', body: <Text>{t('basket.empty')}</Text>, footer: <Button onClick={closeCart}>{t('basket.close')}</Button> };
  }
  return {
    title: t('basket.title'),
    testId: 'cart-dialog',
    body: (
      <Stack gap="5">
        <BasketList baskets={baskets} />
        <Stack gap="1">
          <HStack justify="space-between">
            <Text>{t('basket.fee')}</Text>
            <Text>{formatOre(0, culture)}</Text>
          </HStack>
          <HStack justify="space-between" fontSize="lg">
            <Text fontWeight="bold">{t('basket.total')}</Text>
            <Text fontWeight="bold" data-testid="cart-total">{formatOre(totalOre, culture)}</Text>
          </HStack>
        </Stack>
        <ChoiceGroup
          legend={t('payment.legend')}
          name="cart-payment-method"
          columns={3}
          testId="payment-method"
          value={String(method)}
          onChange={(value) => setMethod(METHODS.find((known) => String(known) === value) ?? WALLET_METHOD)}
          choices={[
            { value: String(WALLET_METHOD), label: t('payment.wallet'), hint: t('payment.walletHint') },
            { value: String(CARD_METHOD), label: t('payment.card'), hint: t('payment.cardHint') },
            { value: String(MOBILEPAY_METHOD), label: t('payment.mobilePay'), hint: t('payment.mobilePayHint') },
          ]}
        />
      </Stack>
    ),
    footer: (
      <HStack gap="3">
        <Button variant="outline" onClick={closeCart}>{t('basket.continueShopping')}</Button>
        <Button onClick={() => void pay(method)} data-testid="cart-pay">{t('payment.pay', { total: formatOre(totalOre, culture) })}</Button>
      </HStack>
    ),
  };
}

function phaseParts(phase: Exclude<CheckoutPhase, { kind: 'basket' }>, t: TFunction): DialogParts {
  switch (phase.kind) {
    case 'progress':
      return { title: t('progress.title'), testId: 'order-progress', body: <ProgressBody share={phase.progress.share} label={t(`progress.${phase.progress.message}`)} /> };
    case 'redirecting':
      return { title: t('progress.title'), testId: 'order-progress', body: <ProgressBody share={1} label={t('progress.redirecting')} /> };
    case 'ask-card':
      return cardQuestionParts({
        texts: { title: t('askCard.title'), body: t('askCard.body'), card: t('askCard.yes'), mobilePay: t('askCard.yesMobilePay'), no: t('askCard.no') },
        testId: 'ask-card',
        onAnswer: (answer) => void answerCardQuestion(answer),
      });
    case 'missing-card':
      // Cancel goes back to the basket; choosing a wallet closes the cart and comes back with checkout=true.
      return missingCardParts({ wallets: phase.wallets, t, onCancel: backToBasket, onLeave: closeCart, returnPath: checkoutReturnPath() });
    case 'completed':
      return { title: t('completed.title'), testId: 'order-completed', body: <Text>{t('completed.body')}</Text>, footer: <Button onClick={closeCart}>{t('completed.close')}</Button> };
    case 'failed':
      return {
        title: t('failed.title'),
        testId: 'order-failed',
        body: (
          <Stack gap="3">
            <Text role="alert" data-testid="order-failed-message">{failureText(phase.failure, t)}</Text>
            {phase.productNames.length > 0 && (
              <Box>
                <Text>{t('failed.products')}</Text>
                <Stack as="ul" pl="5" gap="0" data-testid="order-failed-products">
                  {phase.productNames.map((name) => <li key={name}>{name}</li>)}
                </Stack>
              </Box>
            )}
          </Stack>
        ),
        footer: <Button onClick={backToBasket} data-testid="order-failed-back">{t('failed.back')}</Button>,
      };
  }
}

/** The cart dialog: the basket, then the payment's progress and its outcome, in one dialog. */
export default function CartDialog() {
  const { t } = useTranslation('cart');
  const phase = useCheckout((s) => s.phase);
  const basket = useBasketParts(t);
  const parts = phase.kind === 'basket' ? basket : phaseParts(phase, t);
  return (
    <ModalDialog title={parts.title} onClose={closeCart} footer={parts.footer} size="lg" testId={parts.testId}>
      {parts.body}
    </ModalDialog>
  );
}
