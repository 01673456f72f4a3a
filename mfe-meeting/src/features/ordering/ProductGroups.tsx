import { useId, useState } from 'react';
import { formatOre, kronerToOre, meetingProductAvailability, meetingProductGroups, meetingProductLabel, type MeetingBasketProduct } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@kk/ui';
import { deadlineText, reasonText, windowText } from './productTexts';

function ProductRow({ product, deliveryTime, now, inBasket, onAdd }: {
  product: MeetingBasketProduct;
  deliveryTime: Date | null;
  now: Date;
  inBasket: number;
  onAdd: (product: MeetingBasketProduct) => void;
}) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const headingId = useId();
  const reasonId = useId();
  const availability = deliveryTime ? meetingProductAvailability(product, deliveryTime, now) : null;
  const reasons = availability === null ? [t('ordering.reason.noTime')] : availability.reasons.map((reason) => reasonText(reason, product, availability, t, culture));
  const blocked = reasons.length > 0;
  return (
    <Card.Root as="article" aria-labelledby={headingId} size="sm" variant="outline" data-testid="meeting-product" data-blocked={blocked ? 'true' : 'false'}>
      <Card.Body gap="1">
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="0.5" flex="1" minW="12rem">
            <Text as="h4" fontWeight="semibold" id={headingId}>{meetingProductLabel(product.Name)}</Text>
            <Text fontSize="sm" color="fg.muted" data-testid="meeting-product-window">{windowText(product, t)}</Text>
            <Text fontSize="sm" color="fg.muted" data-testid="meeting-product-deadline">{deadlineText(product, availability, t, culture)}</Text>
          </Stack>
          <Stack gap="1" align="end">
            <Text fontWeight="bold" data-testid="meeting-product-price">{formatOre(kronerToOre(product.Price), culture)}</Text>
            <HStack gap="2">
              {inBasket > 0 && <Badge colorPalette="green" data-testid="meeting-product-in-basket">{t('ordering.product.inBasket', { count: inBasket })}</Badge>}
              <Button
                size="sm"
                onClick={() => onAdd(product)}
                disabled={blocked}
                aria-label={t('ordering.product.addNamed', { name: meetingProductLabel(product.Name) })}
                aria-describedby={blocked ? reasonId : undefined}
                data-testid="meeting-product-add"
              >
                {t('ordering.product.add')}
              </Button>
            </HStack>
          </Stack>
        </HStack>
        {blocked && (
          <Text id={reasonId} fontSize="sm" color={availability === null ? 'fg.muted' : 'red.700'} data-testid="meeting-product-reason">
            {reasons.join(' ')}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The location's products by group (spec sections 3 and 4): groups in their order, each
 * sorted by the meeting sorting rule, expanded or collapsed as the page setting
 * MeetingCollapseCategories says until the user opens or closes one.
 */
export function ProductGroups({ products, collapseSetting, deliveryTime, now, quantities, onAdd }: {
  products: readonly MeetingBasketProduct[];
  collapseSetting: string | null;
  deliveryTime: Date | null;
  now: Date;
  quantities: ReadonlyMap<string, number>;
  onAdd: (product: MeetingBasketProduct) => void;
}) {
  const { t } = useTranslation('meeting');
  const baseId = useId();
  const groups = meetingProductGroups(products, collapseSetting);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  if (groups.length === 0) return <Text>{t('ordering.product.none')}</Text>;
  return (
    <Stack gap="4">
      {groups.map((group, index) => {
        const open = toggled[group.Name] ?? group.expand;
        const panelId = `${baseId}-group-${index}`;
        return (
          <Box as="section" key={group.Name} aria-labelledby={`${panelId}-heading`} data-testid="meeting-group">
            <Heading as="h3" size="md" id={`${panelId}-heading`}>
              <Button
                variant="ghost"
                width="100%"
                justifyContent="space-between"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setToggled((current) => ({ ...current, [group.Name]: !open }))}
                data-testid="meeting-group-toggle"
              >
                <span>{group.Name}</span>
                <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                  {t('ordering.product.count', { count: group.Products.length })} <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </Text>
              </Button>
            </Heading>
            <Stack id={panelId} gap="2" mt="2" hidden={!open}>
              {group.Products.map((product) => (
                <ProductRow key={product.ID} product={product} deliveryTime={deliveryTime} now={now} inBasket={quantities.get(product.ID) ?? 0} onAdd={onAdd} />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
