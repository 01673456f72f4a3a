import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { describeServerError, formatDateTime, formatOre, kronerToOre, meetingProductLabel, type Culture, type ServerError } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Field, HStack, ModalDialog, Spinner, Stack, Text, type DialogParts } from '@kk/ui';
import { ChoiceGroup, CountInput, TextAreaField } from '@kk/ui/forms';
import type { OrderPhase } from './orderPhase';
import { reasonText } from './productTexts';
import type { BasketEntry, OrderDetails } from './submission';

/** What the dialog says is being sent. */
export interface OrderSummary {
  count: number;
  totalOre: number;
  locationName: string;
  deliveryTime: Date;
}

export interface OrderDialogProps {
  phase: OrderPhase;
  /** An existing order is being changed: the edit-order dialog, then order-update. */
  editing: boolean;
  initialDetails: OrderDetails;
  summary: OrderSummary;
  onSubmit: (details: OrderDetails) => void;
  onContinueWithoutInvalid: () => void;
  onCancelInvalid: () => void;
  onClose: () => void;
  onShowOrders: () => void;
}

const PICKED_UP = 'customer';
const DELIVERED = 'kitchen';
const MAX_PARTICIPANTS = 10_000;

function parseParticipants(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_PARTICIPANTS ? value : null;
}

function DetailsForm({ formId, initial, onSubmit }: { formId: string; initial: OrderDetails; onSubmit: (details: OrderDetails) => void }) {
  const { t } = useTranslation('meeting');
  const [pickup, setPickup] = useState(initial.pickedUpByCustomer ? PICKED_UP : DELIVERED);
  const [participants, setParticipants] = useState(initial.participants > 0 ? String(initial.participants) : '');
  const [note, setNote] = useState(initial.note);
  const [shown, setShown] = useState(false);
  const parsed = parseParticipants(participants);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (parsed === null) return;
    onSubmit({ pickedUpByCustomer: pickup === PICKED_UP, participants: parsed, note });
  };
  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
      <ChoiceGroup
        legend={t('ordering.dialog.pickupLegend')}
        name={`${formId}-pickup`}
        value={pickup}
        onChange={setPickup}
        testId="meeting-pickup"
        choices={[
          { value: PICKED_UP, label: t('ordering.dialog.pickedUp'), hint: t('ordering.dialog.pickedUpHint') },
          { value: DELIVERED, label: t('ordering.dialog.delivered'), hint: t('ordering.dialog.deliveredHint') },
        ]}
      />
      <Field.Root invalid={shown && parsed === null} required>
        <Field.Label>{t('ordering.dialog.participants')}</Field.Label>
        <CountInput
          max={MAX_PARTICIPANTS}
          width="32"
          value={participants}
          onChange={(event) => setParticipants(event.target.value)}
          onBlur={() => participants !== '' && setShown(true)}
          data-testid="meeting-participants"
        />
        {shown && parsed === null && <Field.ErrorText>{t('ordering.dialog.participantsError')}</Field.ErrorText>}
      </Field.Root>
      <TextAreaField label={t('ordering.dialog.note')} hint={t('ordering.dialog.noteHint')} value={note} onChange={setNote} maxLength={2000} testId="meeting-note" />
      </Stack>
    </form>
  );
}

function EntryList({ entries, testId, culture }: { entries: readonly (BasketEntry & { reasons?: string[] })[]; testId: string; culture: Culture }) {
  return (
    <Stack as="ul" pl="5" gap="1" data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.product.ID}>
          <Text as="span" fontWeight="medium">{entry.quantity} × {meetingProductLabel(entry.product.Name)}</Text>
          <Text as="span" color="fg.muted"> · {formatOre(kronerToOre(entry.product.Price) * entry.quantity, culture)}</Text>
          {entry.reasons && entry.reasons.length > 0 && <Text fontSize="sm" color="red.700">{entry.reasons.join(' ')}</Text>}
        </li>
      ))}
    </Stack>
  );
}

function failureText(error: ServerError, t: TFunction, culture: Culture): string {
  if (error.message === 'ExpiredProductsInBasket' || error.StatusCode === 11) return t('ordering.failed.expired');
  if (!error.message) return t('ordering.failed.body');
  return describeServerError(error).text[culture];
}

/**
 * The meeting ordering dialogs of spec section 2 in one dialog that changes its content
 * (replacing one dialog by another would hand focus back to the page in between):
 * submit-order or edit-order, order-invalid, the spinner while sending, then
 * order-success, order-update or order-failed.
 */
export default function OrderDialog(props: OrderDialogProps) {
  const { phase, editing, summary } = props;
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const formId = useId();
  const when = formatDateTime(summary.deliveryTime.toISOString(), culture);
  let parts: DialogParts;
  let onClose = props.onClose;
  switch (phase.kind) {
    case 'details':
      parts = {
        title: editing ? t('ordering.dialog.editTitle') : t('ordering.dialog.submitTitle'),
        testId: editing ? 'edit-order' : 'submit-order',
        body: (
          <Stack gap="4">
            <Text data-testid="meeting-order-summary">
              {t('ordering.dialog.summary', { count: summary.count, location: summary.locationName, when, total: formatOre(summary.totalOre, culture) })}
            </Text>
            <DetailsForm formId={formId} initial={props.initialDetails} onSubmit={props.onSubmit} />
          </Stack>
        ),
        footer: (
          <HStack gap="3">
            <Button variant="outline" onClick={props.onClose}>{t('ordering.dialog.cancel')}</Button>
            <Button type="submit" form={formId} data-testid="meeting-order-confirm">
              {editing ? t('ordering.dialog.save') : t('ordering.dialog.submit', { total: formatOre(summary.totalOre, culture) })}
            </Button>
          </HStack>
        ),
      };
      break;
    case 'invalid': {
      onClose = props.onCancelInvalid;
      const invalid = phase.invalid.map((entry) => ({
        ...entry,
        reasons: entry.reasons.length > 0 ? entry.reasons.map((reason) => reasonText(reason, entry.product, null, t, culture)) : [t('ordering.reason.refused')],
      }));
      parts = {
        title: t('ordering.invalid.title'),
        testId: 'order-invalid',
        body: (
          <Stack gap="3">
            <Text role="alert">{t('ordering.invalid.intro', { when })}</Text>
            <EntryList entries={invalid} testId="order-invalid-products" culture={culture} />
            {phase.valid.length > 0 ? (
              <>
                <Text>{t('ordering.invalid.valid')}</Text>
                <EntryList entries={phase.valid} testId="order-valid-products" culture={culture} />
              </>
            ) : (
              <Text>{t('ordering.invalid.none')}</Text>
            )}
          </Stack>
        ),
        footer: (
          <HStack gap="3">
            <Button variant="outline" onClick={props.onCancelInvalid} data-testid="order-invalid-cancel">{t('ordering.invalid.cancel')}</Button>
            <Button onClick={props.onContinueWithoutInvalid} disabled={phase.valid.length === 0} data-testid="order-invalid-continue">{t('ordering.invalid.continue')}</Button>
          </HStack>
        ),
      };
      break;
    }
    case 'sending':
      onClose = () => undefined;
      parts = {
        title: editing ? t('ordering.dialog.editTitle') : t('ordering.dialog.submitTitle'),
        testId: 'order-sending',
        body: (
          <HStack gap="3" role="status" aria-live="polite">
            <Spinner size="sm" />
            <Text>{editing ? t('ordering.dialog.saving') : t('ordering.dialog.sending')}</Text>
          </HStack>
        ),
      };
      break;
    case 'success':
      parts = {
        title: t('ordering.success.title'),
        testId: 'order-success',
        body: <Text role="status">{t('ordering.success.body', { when: formatDateTime(phase.deliveryTime.toISOString(), culture), total: formatOre(phase.totalOre, culture) })}</Text>,
        footer: (
          <HStack gap="3">
            <Button variant="outline" onClick={props.onShowOrders} data-testid="order-success-orders">{t('ordering.success.orders')}</Button>
            <Button onClick={props.onClose} data-testid="order-success-close">{t('ordering.success.close')}</Button>
          </HStack>
        ),
      };
      break;
    case 'updated':
      onClose = props.onShowOrders;
      parts = {
        title: t('ordering.updated.title'),
        testId: 'order-update',
        body: <Text role="status">{t('ordering.updated.body', { when: formatDateTime(phase.deliveryTime.toISOString(), culture), total: formatOre(phase.totalOre, culture) })}</Text>,
        footer: <Button onClick={props.onShowOrders} data-testid="order-update-close">{t('ordering.updated.close')}</Button>,
      };
      break;
    case 'failed':
      parts = {
        title: t('ordering.failed.title'),
        testId: 'order-failed',
        body: (
          <Stack gap="2">
            <Text role="alert" data-testid="order-failed-message">{failureText(phase.error, t, culture)}</Text>
            {phase.error.reason && <Box fontSize="sm" color="fg.muted">{phase.error.reason}</Box>}
          </Stack>
        ),
        footer: <Button onClick={props.onClose} data-testid="order-failed-close">{t('ordering.failed.close')}</Button>,
      };
      break;
  }
  return (
    <ModalDialog title={parts.title} onClose={onClose} footer={parts.footer} size="lg" testId={parts.testId}>
      {parts.body}
    </ModalDialog>
  );
}
