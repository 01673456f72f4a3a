import { useEffect, useId, useState } from 'react';
import type { HandOutOrder, WebshopHandOutList } from '@kk/contracts';
import { copenhagenLocal, formatCalendarDay, handOutCounts, handOutPrintData, localDateText, notHandedOut, type Culture } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Heading, HStack, LoadFailed, Loading, openPrintWindow, PageTitle, SimpleGrid, Stack, Text } from '@kk/ui';
import { DateField, SelectField } from '@kk/ui/forms';
import { handOutApi } from './api';

const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');
const timeOf = (iso: string, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));
const dayOf = (iso: string, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { day: 'numeric', month: 'short', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));
const itemsText = (order: HandOutOrder) => order.Items.map((item) => `${item.Quantity} × ${item.Name}`).join(', ');

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'done'; list: WebshopHandOutList };

function OrderRow({ order, busy, failed, onTick }: { order: HandOutOrder; busy: boolean; failed: boolean; onTick: (order: HandOutOrder) => void }) {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  const statusId = useId();
  const handedOut = order.HandedOutAt !== null;
  return (
    <Box as="li" borderLeftWidth="4px" borderColor={handedOut ? 'green.500' : 'orange.400'} pl="3" py="1" data-testid="handout-order" data-handed-out={handedOut}>
      <HStack gap="4" flexWrap="wrap" justify="space-between" align="start">
        <Stack gap="0.5">
          <Text fontWeight="semibold" data-testid="handout-items">{itemsText(order)}</Text>
          <HStack gap="2" flexWrap="wrap" fontSize="sm" color="fg.muted">
            {order.FromEarlier ? (
              <>
                <Badge colorPalette="purple" data-testid="handout-from-earlier">{t('handOut.fromEarlier')}</Badge>
                <Text>{t('handOut.fromEarlierAt', { day: dayOf(order.PlacedAt, culture) })}</Text>
              </>
            ) : (
              <Text>{t('handOut.placedAt', { time: timeOf(order.PlacedAt, culture) })}</Text>
            )}
            <Text id={statusId} aria-live="polite" data-testid="handout-status">
              {handedOut ? t('handOut.handedOutBy', { name: order.HandedOutBy ?? '', time: timeOf(order.HandedOutAt as string, culture) }) : t('handOut.notYet')}
            </Text>
          </HStack>
          {failed && <Text role="alert" color="red.700" fontSize="sm">{t('handOut.tickFailed')}</Text>}
        </Stack>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', cursor: handedOut ? 'default' : 'pointer', fontWeight: 600, minHeight: '2.75rem' }}>
          <input
            type="checkbox"
            checked={handedOut}
            // A tick is not taken back here (staff refund a returned order); the box stays in place, so focus does.
            onChange={() => !handedOut && !busy && onTick(order)}
            aria-label={t('handOut.handedOutLabel', { child: order.ChildName, items: itemsText(order) })}
            aria-describedby={statusId}
            aria-busy={busy}
            style={{ width: '1.25rem', height: '1.25rem' }}
            data-testid="handout-tick"
          />
          <span aria-hidden="true">{t('handOut.handedOut')}</span>
        </label>
      </HStack>
    </Box>
  );
}

/**
 * /Webshop/HandOut on the partner site (role WebshopHandOut, issue 26): the webshop's orders
 * of a day and the outstanding ones from earlier, per class and child; a tick per order says
 * it was handed out (then the family can no longer cancel it), the row shows who and when.
 * A customer picker when the staff member has several schools, a date picker (today first),
 * the filter "vis kun ikke udleveret", and printing through the print window. A lazily loaded
 * chunk of mfe-cart: families never download it.
 */
export function HandOutPage() {
  const { t } = useTranslation('cart');
  const culture = getAppConfig().culture;
  const [date, setDate] = useState(() => localDateText(copenhagenLocal(new Date())));
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // Orders ticked since the filter was turned on stay shown, so the row and its focus stay put.
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    setKept(new Set());
    handOutApi.list(date, customerId).then(
      (list) => current && setLoad({ status: 'done', list }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [date, customerId]);

  const replaceOrder = (ticked: HandOutOrder) =>
    setLoad((state) =>
      state.status !== 'done'
        ? state
        : {
            status: 'done',
            list: {
              ...state.list,
              Classes: state.list.Classes.map((group) => ({
                ...group,
                Children: group.Children.map((child) => ({ ...child, Orders: child.Orders.map((order) => (order.TransactionID === ticked.TransactionID ? { ...order, ...ticked } : order)) })),
              })),
            },
          },
    );
  const withOut = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((entry) => entry !== id));

  const tick = async (order: HandOutOrder) => {
    setBusy((set) => new Set(set).add(order.TransactionID));
    setFailed((set) => withOut(set, order.TransactionID));
    try {
      const ticked = await handOutApi.tick(order.TransactionID);
      if (onlyOpen) setKept((set) => new Set(set).add(order.TransactionID));
      replaceOrder(ticked);
    } catch {
      setFailed((set) => new Set(set).add(order.TransactionID));
    } finally {
      setBusy((set) => withOut(set, order.TransactionID));
    }
  };

  const list = load.status === 'done' ? load.list : null;
  const classes = list === null ? [] : onlyOpen ? notHandedOut(list.Classes, kept) : list.Classes;
  const counts = list === null ? null : handOutCounts(list.Classes);
  const dayText = formatCalendarDay(date, culture);
  const print = () => {
    if (list === null) return;
    void openPrintWindow(handOutPrintData({ ...list, Classes: classes }, t('handOut.printTitle', { day: dayText })));
  };

  return (
    <Stack gap="5" data-testid="handout-page">
      <PageTitle title={t('handOut.title')} intro={t('handOut.intro')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" maxW="3xl" alignItems="end">
        {list !== null && list.Customers.length > 1 && (
          <SelectField label={t('handOut.customer')} value={customerId ?? list.Customer.ID} onChange={(value) => setCustomerId(value)} testId="handout-customer">
            {list.Customers.map((customer) => <option key={customer.ID} value={customer.ID}>{customer.Name}</option>)}
          </SelectField>
        )}
        <DateField label={t('handOut.date')} value={date} onChange={(value) => value && setDate(value)} testId="handout-date" />
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', minHeight: '2.5rem' }}>
          <input
            type="checkbox"
            checked={onlyOpen}
            onChange={(event) => {
              setOnlyOpen(event.target.checked);
              setKept(new Set());
            }}
            style={{ width: '1.125rem', height: '1.125rem' }}
            data-testid="handout-only-open"
          />
          {t('handOut.onlyOpen')}
        </label>
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Button onClick={print} disabled={list === null} data-testid="handout-print">{t('handOut.print')}</Button>
        {counts !== null && <Text fontSize="sm" color="fg.muted" data-testid="handout-summary">{t('handOut.summary', counts)}</Text>}
      </HStack>
      {load.status === 'loading' && <Loading />}
      {load.status === 'failed' && <LoadFailed />}
      {list !== null && classes.length === 0 && <Text data-testid="handout-none">{list.Classes.length === 0 ? t('handOut.none') : t('handOut.noneOpen')}</Text>}
      {classes.map((group) => {
        const heading = group.Grade === null ? t('handOut.noClass') : t('handOut.class', { grade: group.Grade });
        return (
          <Stack as="section" key={group.Grade ?? ''} aria-label={heading} gap="3" borderWidth="1px" borderRadius="lg" p="4" data-testid="handout-class">
            <Heading as="h2" size="lg">{heading}</Heading>
            {group.Children.map((child) => (
              <Stack key={child.WalletID} gap="1" data-testid="handout-child">
                <Heading as="h3" size="md">{child.Name}</Heading>
                <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t('handOut.ordersOf', { child: child.Name })}>
                  {child.Orders.map((order) => (
                    <OrderRow key={order.TransactionID} order={order} busy={busy.has(order.TransactionID)} failed={failed.has(order.TransactionID)} onTick={(chosen) => void tick(chosen)} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
