import type { MenuItem } from '@kk/contracts';
import { formatDateTime, formatOre, kronerToOre } from '@kk/domain';
import { getAppConfig, useCart, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Card, Center, HStack, Image, Text } from '@kk/ui';
import { AddToBasket } from '@kk/ui/forms';
import { addBlock, inChildsBasket } from './basketLine';
import type { InfoKind } from './ItemInfoDialog';

function Placeholder({ label }: { label: string }) {
  return (
    <Center w="100%" aspectRatio={4 / 3} bg="bg.muted" color="fg.muted" aria-label={label} role="img">
      <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="12" cy="12" r="8" />
        <circle cx="12" cy="12" r="4.5" />
        <path d="M3 3v6M5 3v6M4 9v12M20 3c-2 1-2 5-2 7h2v11" />
      </svg>
    </Center>
  );
}

/** A small allergen mark: a warning sign when the child's profile names it. */
function AllergenMark({ name, blocking }: { name: string; blocking: boolean }) {
  return (
    <Badge colorPalette={blocking ? 'red' : 'gray'} variant={blocking ? 'solid' : 'subtle'} data-testid="allergen" data-blocking={blocking ? 'true' : undefined}>
      {blocking && (
        <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-8h-2v6h2V9z" />
        </svg>
      )}
      {name}
    </Badge>
  );
}

/**
 * One dish on one day: picture, price, allergens (those the child's profile names marked),
 * the registration deadline, what is in the child's basket and bought, the three info
 * dialogs, and the add button, disabled with the reason when it may not be added.
 */
/**
 * Before paying, when the dish can still be cancelled; and a warning when that is already
 * past though it can still be ordered (ordering that closes later than cancelling, issue 31).
 */
function CancellationNote({ cancellationDate, now }: { cancellationDate: string; now: Date }) {
  const { t } = useTranslation('foodplan');
  const when = formatDateTime(cancellationDate, getAppConfig().culture);
  if (new Date(cancellationDate).getTime() > now.getTime()) {
    return <Text fontSize="xs" color="fg.muted" data-testid="cancellation-deadline">{t('menu.cancelBy', { when })}</Text>;
  }
  return <Text fontSize="xs" color="orange.fg" fontWeight="medium" data-testid="cancellation-deadline" data-passed="true">{t('menu.cancelPassed', { when })}</Text>;
}

export function MenuItemCard({ item, wallet, now, onAdd, onInfo }: {
  item: MenuItem;
  wallet: { WalletID: string; Name: string };
  now: Date;
  onAdd: (item: MenuItem) => void;
  onInfo: (item: MenuItem, kind: InfoKind) => void;
}) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const baskets = useCart((s) => s.baskets);
  const block = addBlock(item, wallet.WalletID, baskets, now);
  const inCart = inChildsBasket(baskets, wallet.WalletID, item.ID);
  const blocking = new Set(item.BlockingAllergens);
  const headingId = `menu-item-${item.ID}`;
  const reasonId = `${headingId}-reason`;
  const descriptor = item.Descriptors[culture] ?? item.GroupName;
  const deadline = formatDateTime(item.RegistrationDeadline, culture);
  const reason =
    block === 'allergy'
      ? t('menu.reason.allergy', { allergens: item.Allergens.filter((a) => blocking.has(a.ID)).map((a) => a.Name).join(', '), child: wallet.Name })
      : block === 'daily-limit'
        ? t('menu.reason.daily-limit', { limit: item.GroupLimit, group: descriptor })
        : block === null
          ? null
          : t(`menu.reason.${block}`);
  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden" data-testid="menu-item" data-date={item.Date} data-group={item.GroupName} data-blocked={block ?? undefined}>
      {item.ImageUrl ? <Image src={item.ImageUrl} alt="" w="100%" aspectRatio={4 / 3} objectFit="cover" loading="lazy" /> : <Placeholder label={t('menu.noImage')} />}
      <Card.Body gap="2" p="4">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
          {/* The descriptor is the group's name for parents; the group's own name is the kitchen's code (DIS, KOLD). */}
          {descriptor}
        </Text>
        <Text as="h4" fontWeight="semibold" id={headingId}>{item.Name}</Text>
        {item.Description && <Text fontSize="sm" color="fg.muted">{item.Description}</Text>}
        <Box>
          <Text fontSize="xs" color="fg.muted" mb="1">{t('menu.allergens')}</Text>
          <HStack gap="1" flexWrap="wrap" data-testid="item-allergen-list">
            {item.Allergens.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">{t('menu.noAllergens')}</Text>
            ) : (
              item.Allergens.map((allergen) => <AllergenMark key={allergen.ID} name={allergen.Name} blocking={blocking.has(allergen.ID)} />)
            )}
          </HStack>
        </Box>
        <HStack gap="2" flexWrap="wrap">
          {item.BlockedByAllergies && <Badge colorPalette="red">{t('menu.blocked', { child: wallet.Name })}</Badge>}
          {item.CurrentStock !== null && (item.CurrentStock <= 0 ? <Badge colorPalette="red">{t('menu.soldOut')}</Badge> : <Badge colorPalette="gray" data-testid="stock-left">{t('menu.stockLeft', { count: item.CurrentStock })}</Badge>)}
          {item.PurchasedCount > 0 && <Badge colorPalette="blue" data-testid="item-ordered">{t('menu.ordered', { count: item.PurchasedCount })}</Badge>}
          {inCart > 0 && <Badge colorPalette="green" data-testid="item-in-cart">{t('menu.inCart', { count: inCart })}</Badge>}
        </HStack>
        <Text fontSize="xs" color="fg.muted" data-testid="registration-deadline">
          {block === 'deadline' ? t('menu.deadlinePassed', { when: deadline }) : t('menu.deadline', { when: deadline })}
        </Text>
        {block !== 'deadline' && <CancellationNote cancellationDate={item.CancellationDate} now={now} />}
        <HStack gap="1" flexWrap="wrap">
          {(['allergens', 'nutrition', 'ingredients'] as const).map((kind) => (
            <Button key={kind} size="xs" variant="ghost" onClick={() => onInfo(item, kind)} aria-label={t(`menu.info.${kind}Named`, { name: item.Name })} data-testid={`item-info-${kind}`}>
              {t(`menu.info.${kind}`)}
            </Button>
          ))}
        </HStack>
      </Card.Body>
      <Card.Footer p="4" pt="0">
        <AddToBasket
          price={formatOre(kronerToOre(item.Price), culture)}
          add={t('menu.add')}
          addLabel={t('menu.addNamed', { name: item.Name, child: wallet.Name })}
          onAdd={() => onAdd(item)}
          reason={reason}
          reasonId={reasonId}
          reasonColor={block === 'allergy' ? 'red.700' : 'fg.muted'}
          priceTestId="item-price"
          addTestId="menu-add"
        />
      </Card.Footer>
    </Card.Root>
  );
}
