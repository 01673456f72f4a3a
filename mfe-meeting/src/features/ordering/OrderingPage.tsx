import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { TransactionStatusId, type MeetingOptions, type MeetingOrder, type WalletInOnboarding } from '@kk/contracts';
import {
  changeMeetingBasketQuantity,
  deliveryWindowsAllow,
  emptyMeetingBasket,
  formatDateTime,
  formatOre,
  meetingBasketFromOrder,
  meetingOrderIsOpen,
  meetingProductAvailability,
  pageSettingValue,
  setMeetingBasketQuantity,
  withoutMeetingProducts,
  type MeetingBasket,
  type MeetingBasketProduct,
} from '@kk/domain';
import { getAppConfig, navigate, queryValue, refreshWalletBalance, usePageSettings, useTranslation } from '@kk/platform';
import { Alert, Box, Button, confirmDialog, Field, Grid, Heading, HStack, Input, LoadFailed, Loading, SimpleGrid, Stack, Text, useAsync, useLocation } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { orderingApi } from './api';
import { BasketPanel } from './BasketPanel';
import { deliveryInputOf, deliveryInstant, NO_DELIVERY, todayInCopenhagen, type DeliveryInput } from './deliveryTime';
import type { InvalidEntry, OrderPhase } from './orderPhase';
import type { OrderSummary } from './OrderDialog';
import { ProductGroups } from './ProductGroups';
import {
  basketEntries,
  basketTotalOre,
  errorOf,
  meetingPaymentModel,
  meetingUpdatePayload,
  placeOrder,
  productsFor,
  RESULT_DIALOG_DELAY_MS,
  splitByAvailability,
  wait,
  type OrderDetails,
  type PlaceOutcome,
} from './submission';
import { useNow } from './useNow';
import { useWalletBalance } from './useWalletBalance';

// The dialogs load when the user sends an order, not with the page.
const OrderDialog = lazy(() => import('./OrderDialog'));

export const ORDERS_PATH = '/Meeting/Orders';
const DEFAULT_DETAILS: OrderDetails = { pickedUpByCustomer: true, participants: 0, note: '' };

interface Setup {
  options: MeetingOptions;
  wallet: WalletInOnboarding | null;
}

async function loadSetup(): Promise<Setup> {
  const [options, wallets] = await Promise.all([orderingApi.options(), orderingApi.wallets()]);
  return { options, wallet: wallets[0] ?? null };
}

type EditState = { status: 'none' } | { status: 'loading' } | { status: 'missing' } | { status: 'editing'; order: MeetingOrder };

function PaidFrom({ wallet }: { wallet: WalletInOnboarding | null }) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const balanceOre = useWalletBalance(wallet);
  if (!wallet) return <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Title>{t('ordering.noWallet')}</Alert.Title></Alert.Root>;
  return (
    <Text data-testid="meeting-wallet">
      {t('ordering.paidFrom', { name: wallet.Name })}{' '}
      <Text as="span" fontWeight="semibold" data-testid="meeting-wallet-balance">{balanceOre === null ? '' : formatOre(balanceOre, culture)}</Text>
    </Text>
  );
}

function OrderingScreen({ setup, editId }: { setup: Setup; editId: string | null }) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const { options, wallet } = setup;
  const now = useNow();
  const collapseSetting = usePageSettings((s) => pageSettingValue(s.settings, 'MeetingCollapseCategories'));
  const singleLocation = options.Locations.length === 1 ? options.Locations[0]!.ID : null;
  const [basket, setBasket] = useState<MeetingBasket>(() => emptyMeetingBasket(null, singleLocation));
  const [delivery, setDelivery] = useState<DeliveryInput>(NO_DELIVERY);
  const [edit, setEdit] = useState<EditState>(editId ? { status: 'loading' } : { status: 'none' });
  const [phase, setPhase] = useState<OrderPhase | null>(null);
  const [details, setDetails] = useState<OrderDetails>(DEFAULT_DETAILS);
  /** What the dialog says it sends: taken when it opens, so the reset after an order does not change it. */
  const [summary, setSummary] = useState<OrderSummary | null>(null);

  const location = options.Locations.find((entry) => entry.ID === basket.locationID) ?? null;
  const locationProducts: readonly MeetingBasketProduct[] = useMemo(() => location?.Products ?? [], [location]);
  const products = useMemo(() => productsFor(locationProducts, basket), [locationProducts, basket]);
  const entries = basketEntries(basket, products);
  const totalOre = basketTotalOre(basket, products);
  const deliveryTime = deliveryInstant(delivery);
  const quantities = new Map(basket.products.map((line) => [line.id, line.quantity]));
  const editing = edit.status === 'editing' ? edit.order : null;

  // An order to change: its basket rebuilt (spec section 4, "Editing a meeting order"), its time and details.
  useEffect(() => {
    if (!editId) {
      setEdit({ status: 'none' });
      return undefined;
    }
    let current = true;
    setEdit({ status: 'loading' });
    orderingApi.order(editId).then(
      (order) => {
        if (!current) return;
        const open =
          order !== null &&
          order.Status.ID === TransactionStatusId.Completed &&
          meetingOrderIsOpen({ deadline: new Date(order.MeetingInfo.Deadline), deliveryTime: new Date(order.MeetingInfo.DeliveryTime) }, new Date());
        if (!order || !open) {
          setEdit({ status: 'missing' });
          return;
        }
        const offered = options.Locations.find((entry) => entry.ID === order.MeetingInfo.Location.ID)?.Products ?? [];
        setBasket(meetingBasketFromOrder(order, offered));
        setDelivery(deliveryInputOf(new Date(order.MeetingInfo.DeliveryTime)));
        setDetails({ pickedUpByCustomer: order.MeetingInfo.PickedUpByCustomer, participants: order.MeetingInfo.Participants, note: order.Notes[0]?.Note ?? '' });
        setEdit({ status: 'editing', order });
      },
      () => current && setEdit({ status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [editId, options]);

  const add = (product: MeetingBasketProduct, amount: number) => {
    // Spec section 4: blocked and deadline-exceeded products cannot be added.
    if (amount > 0 && (!deliveryTime || meetingProductAvailability(product, deliveryTime, new Date()).blocked)) return;
    setBasket((current) => changeMeetingBasketQuantity(current, product.ID, amount));
  };
  const setQuantity = (product: MeetingBasketProduct, typed: string) => setBasket((current) => setMeetingBasketQuantity(current, product.ID, typed));

  const chooseLocation = async (locationId: string) => {
    if (locationId === basket.locationID) return;
    if (basket.total > 0) {
      const ok = await confirmDialog({
        title: t('ordering.locationChange.title'),
        message: t('ordering.locationChange.body'),
        confirmLabel: t('ordering.locationChange.confirm'),
        cancelLabel: t('ordering.locationChange.cancel'),
      });
      if (!ok) return;
    }
    setBasket((current) => emptyMeetingBasket(current.departmentID, locationId || null));
  };

  // The location's delivery windows (none: any time); the API refuses a time outside them too.
  const outsideWindows = location !== null && deliveryTime !== null && !deliveryWindowsAllow(location.DeliveryWindows, deliveryTime);
  const submitProblem =
    !wallet ? t('ordering.basket.noWallet')
    : !location ? t('ordering.basket.needLocation')
    : !deliveryTime ? t('ordering.basket.needTime')
    : outsideWindows ? t('ordering.basket.outsideWindows')
    : basket.total === 0 ? t('ordering.basket.needItems')
    : null;

  const resetAfterOrder = () => {
    setBasket((current) => emptyMeetingBasket(current.departmentID, current.locationID));
    setDelivery(NO_DELIVERY);
    setDetails(DEFAULT_DETAILS);
  };

  /** Spec section 4, "Submitting a meeting order". */
  const send = async (orderDetails: OrderDetails, toSend: MeetingBasket) => {
    if (!wallet || !deliveryTime || !location) return;
    setDetails(orderDetails);
    const known = productsFor(locationProducts, toSend);
    const all = basketEntries(toSend, known);
    const { valid, invalid } = splitByAvailability(all, deliveryTime, new Date());
    if (invalid.length > 0) {
      setPhase({ kind: 'invalid', valid, invalid, details: orderDetails });
      return;
    }
    const sentTotal = basketTotalOre(toSend, known);
    setSummary({ count: toSend.total, totalOre: sentTotal, locationName: location.Name, deliveryTime });
    setPhase({ kind: 'sending' });
    if (editing) {
      try {
        await orderingApi.update(editing.ID, meetingUpdatePayload(editing, toSend, deliveryTime, orderDetails));
        // The balance follows at once; only the result dialog waits (spec section 9).
        refreshWalletBalance(wallet.WalletID);
        await wait(RESULT_DIALOG_DELAY_MS);
        setPhase({ kind: 'updated', totalOre: sentTotal, deliveryTime });
      } catch (error) {
        await wait(RESULT_DIALOG_DELAY_MS);
        setPhase({ kind: 'failed', error: errorOf(error) });
      }
      return;
    }
    const outcome: PlaceOutcome = await placeOrder(meetingPaymentModel({ basket: toSend, products: known, customerId: options.Customer.ID, walletId: wallet.WalletID, deliveryTime, details: orderDetails }));
    if (outcome.kind === 'invalid') {
      // The server refused products by name: the same dialog, with the rules' reasons where they know one.
      const refused = new Set(outcome.failedProducts);
      const at = new Date();
      setPhase({
        kind: 'invalid',
        valid: all.filter((entry) => !refused.has(entry.product.ID)),
        invalid: all.filter((entry) => refused.has(entry.product.ID)).map((entry): InvalidEntry => ({ ...entry, reasons: meetingProductAvailability(entry.product, deliveryTime, at).reasons })),
        details: orderDetails,
      });
      return;
    }
    if (outcome.kind === 'placed') refreshWalletBalance(wallet.WalletID);
    await wait(RESULT_DIALOG_DELAY_MS);
    if (outcome.kind === 'placed') {
      resetAfterOrder();
      setPhase({ kind: 'success', totalOre: sentTotal, deliveryTime });
    } else {
      setPhase({ kind: 'failed', error: outcome.error });
    }
  };

  const dropInvalid = (): MeetingBasket | null => {
    if (phase?.kind !== 'invalid') return null;
    const next = withoutMeetingProducts(basket, phase.invalid.map((entry) => entry.product.ID));
    setBasket(next);
    return next;
  };

  if (edit.status === 'loading') return <Loading />;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text color="fg.muted">{t('ordering.intro')}</Text>
        <Text data-testid="meeting-customer">{t('ordering.customer', { name: options.Customer.Name })}</Text>
        <PaidFrom wallet={wallet} />
      </Stack>
      {edit.status === 'missing' && (
        <Alert.Root status="warning" role="alert" data-testid="meeting-edit-missing">
          <Alert.Indicator />
          <Alert.Title>{t('ordering.editing.missing')}</Alert.Title>
        </Alert.Root>
      )}
      {editing && (
        <Alert.Root status="info" data-testid="meeting-editing">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ordering.editing.title', { when: formatDateTime(editing.MeetingInfo.DeliveryTime, culture), location: editing.MeetingInfo.Location.Name })}</Alert.Title>
            <Alert.Description>{t('ordering.editing.body', { until: formatDateTime(editing.MeetingInfo.Deadline, culture) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }} gap="6" alignItems="start">
        <Stack gap="5">
          <Box as="fieldset" borderWidth="1px" borderRadius="lg" p="4" m="0" minW="0">
            <Text as="legend" fontWeight="semibold" px="1">{t('ordering.meeting.legend')}</Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField label={t('ordering.meeting.department')} value={basket.departmentID ?? ''} onChange={(value) => setBasket((current) => ({ ...current, departmentID: value || null }))} disabled={editing !== null} testId="meeting-department">
                <option value="">{t('ordering.meeting.noDepartment')}</option>
                {options.Departments.map((department) => <option key={department.ID} value={department.ID}>{department.Name}</option>)}
              </SelectField>
              <SelectField label={t('ordering.meeting.location')} value={basket.locationID ?? ''} onChange={(value) => void chooseLocation(value)} disabled={editing !== null} testId="meeting-location">
                <option value="">{t('ordering.meeting.chooseLocation')}</option>
                {options.Locations.map((entry) => <option key={entry.ID} value={entry.ID}>{entry.Name}</option>)}
              </SelectField>
              <Field.Root>
                <Field.Label>{t('ordering.meeting.date')}</Field.Label>
                <Input type="date" min={todayInCopenhagen(now)} value={delivery.date} onChange={(event) => setDelivery((current) => ({ ...current, date: event.target.value }))} data-testid="meeting-date" />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('ordering.meeting.time')}</Field.Label>
                <Input type="time" step={300} value={delivery.time} onChange={(event) => setDelivery((current) => ({ ...current, time: event.target.value }))} data-testid="meeting-time" />
                <Field.HelperText>{t('ordering.meeting.timeHint')}</Field.HelperText>
              </Field.Root>
            </SimpleGrid>
          </Box>
          <Stack as="section" aria-labelledby="meeting-products-title" gap="3">
            <Heading as="h2" size="lg" id="meeting-products-title">{t('ordering.products')}</Heading>
            {!location ? (
              <Text color="fg.muted">{t('ordering.chooseLocationFirst')}</Text>
            ) : (
              <>
                {!deliveryTime && <Text color="fg.muted" data-testid="meeting-choose-time">{t('ordering.chooseTimeFirst')}</Text>}
                {outsideWindows && (
                  <Alert.Root status="warning" role="alert" data-testid="meeting-outside-windows">
                    <Alert.Indicator />
                    <Alert.Title>{t('ordering.outsideWindows')}</Alert.Title>
                  </Alert.Root>
                )}
                <ProductGroups products={locationProducts} collapseSetting={collapseSetting} deliveryTime={deliveryTime} now={now} quantities={quantities} onAdd={(product) => add(product, 1)} />
              </>
            )}
          </Stack>
        </Stack>
        <Box position={{ lg: 'sticky' }} top="4">
          <BasketPanel
            entries={entries}
            count={basket.total}
            totalOre={totalOre}
            deliveryTime={deliveryTime}
            now={now}
            onChange={add}
            onSet={setQuantity}
            submitLabel={editing ? t('ordering.basket.save') : t('ordering.basket.submit')}
            submitProblem={submitProblem}
            onSubmit={() => {
              if (!location || !deliveryTime) return;
              setSummary({ count: basket.total, totalOre, locationName: location.Name, deliveryTime });
              setPhase({ kind: 'details' });
            }}
            extra={editing && (
              <HStack justify="end">
                <Button variant="ghost" size="sm" onClick={() => navigate(ORDERS_PATH)} data-testid="meeting-edit-stop">{t('ordering.editing.stop')}</Button>
              </HStack>
            )}
          />
        </Box>
      </Grid>
      {phase && summary && (
        <Suspense fallback={null}>
          <OrderDialog
            phase={phase}
            editing={editing !== null}
            initialDetails={details}
            summary={summary}
            onSubmit={(chosen) => void send(chosen, basket)}
            onContinueWithoutInvalid={() => {
              const next = dropInvalid();
              if (next && phase.kind === 'invalid') void send(phase.details, next);
            }}
            onCancelInvalid={() => {
              dropInvalid();
              setPhase(null);
            }}
            onClose={() => setPhase(null)}
            onShowOrders={() => {
              setPhase(null);
              navigate(ORDERS_PATH);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** /Meeting (and /Meeting?edit={transactionID}): the ordering screen. */
export function OrderingPage() {
  const { query } = useLocation();
  const editId = queryValue(query, 'edit');
  const setup = useAsync(loadSetup, []);
  if (setup.status === 'loading') return <Loading />;
  if (setup.status === 'failed') return <LoadFailed />;
  return <OrderingScreen key={editId ?? 'new'} setup={setup.data} editId={editId} />;
}
