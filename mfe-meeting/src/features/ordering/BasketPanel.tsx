import { useId, type ReactNode } from 'react';
import { formatOre, kronerToOre, meetingProductAvailability, meetingProductLabel, type MeetingBasketProduct } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, Input, Separator, Stack, Text, VisuallyHidden } from '@kk/ui';
import { reasonText } from './productTexts';
import type { BasketEntry } from './submission';

function BasketLine({ entry, deliveryTime, now, onChange, onSet }: {
  entry: BasketEntry;
  deliveryTime: Date | null;
  now: Date;
  onChange: (product: MeetingBasketProduct, amount: number) => void;
  onSet: (product: MeetingBasketProduct, typed: string) => void;
}) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const inputId = useId();
  const { product, quantity } = entry;
  const availability = deliveryTime ? meetingProductAvailability(product, deliveryTime, now) : null;
  const reasons = availability ? availability.reasons.map((reason) => reasonText(reason, product, availability, t, culture)) : [];
  return (
    <Stack as="li" gap="1" py="2" borderBottomWidth="1px" data-testid="meeting-basket-line" data-blocked={reasons.length > 0 ? 'true' : 'false'}>
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="medium">{meetingProductLabel(product.Name)}</Text>
          <Text fontSize="sm" color="fg.muted">{t('ordering.basket.each', { price: formatOre(kronerToOre(product.Price), culture) })}</Text>
        </Stack>
        <Text fontSize="sm" fontWeight="semibold" data-testid="meeting-basket-line-sum">{formatOre(kronerToOre(product.Price) * quantity, culture)}</Text>
      </HStack>
      <HStack gap="1">
        <Button size="xs" variant="outline" aria-label={t('ordering.basket.decrease', { name: meetingProductLabel(product.Name) })} onClick={() => onChange(product, -1)} data-testid="meeting-basket-decrease">−</Button>
        <label htmlFor={inputId}>
          <VisuallyHidden>{t('ordering.basket.quantity', { name: meetingProductLabel(product.Name) })}</VisuallyHidden>
        </label>
        <Input id={inputId} type="number" inputMode="numeric" min={1} step={1} width="16" size="xs" value={quantity} onChange={(event) => onSet(product, event.target.value)} data-testid="meeting-basket-quantity" />
        <Button size="xs" variant="outline" aria-label={t('ordering.basket.increase', { name: meetingProductLabel(product.Name) })} onClick={() => onChange(product, 1)} disabled={deliveryTime === null || reasons.length > 0} data-testid="meeting-basket-increase">+</Button>
        <Button size="xs" variant="ghost" colorPalette="red" ml="auto" aria-label={t('ordering.basket.remove', { name: meetingProductLabel(product.Name) })} onClick={() => onChange(product, -quantity)} data-testid="meeting-basket-remove">✕</Button>
      </HStack>
      {reasons.length > 0 && <Text fontSize="sm" color="red.700" data-testid="meeting-basket-line-reason">{reasons.join(' ')}</Text>}
    </Stack>
  );
}

/** The basket beside the products: the lines with their quantities and sums, the count, the total and the submit button. */
export function BasketPanel({ entries, count, totalOre, deliveryTime, now, onChange, onSet, submitLabel, onSubmit, submitProblem, extra }: {
  entries: readonly BasketEntry[];
  count: number;
  totalOre: number;
  deliveryTime: Date | null;
  now: Date;
  onChange: (product: MeetingBasketProduct, amount: number) => void;
  onSet: (product: MeetingBasketProduct, typed: string) => void;
  submitLabel: string;
  onSubmit: () => void;
  /** Why the order cannot be sent yet (null: it can). */
  submitProblem: string | null;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const problemId = useId();
  return (
    <Box as="section" aria-labelledby={`${problemId}-title`} borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" data-testid="meeting-basket">
      <Heading as="h2" size="md" id={`${problemId}-title`} mb="2">{t('ordering.basket.title')}</Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t('ordering.basket.empty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
          {entries.map((entry) => <BasketLine key={entry.product.ID} entry={entry} deliveryTime={deliveryTime} now={now} onChange={onChange} onSet={onSet} />)}
        </Stack>
      )}
      <Separator my="3" />
      <HStack justify="space-between">
        <Text>{t('ordering.basket.count')}</Text>
        <Text data-testid="meeting-basket-count">{count}</Text>
      </HStack>
      <HStack justify="space-between" fontSize="lg" fontWeight="bold">
        <Text>{t('ordering.basket.total')}</Text>
        <Text data-testid="meeting-basket-total">{formatOre(totalOre, culture)}</Text>
      </HStack>
      <Stack gap="2" mt="3">
        <Button onClick={onSubmit} disabled={submitProblem !== null} aria-describedby={submitProblem !== null ? problemId : undefined} data-testid="meeting-submit">
          {submitLabel}
        </Button>
        {submitProblem !== null && <Text id={problemId} fontSize="sm" color="fg.muted" data-testid="meeting-submit-problem">{submitProblem}</Text>}
        {extra}
      </Stack>
    </Box>
  );
}
