import { useState, type ReactNode } from 'react';
import type { TransactionDetail } from '@kk/contracts';
import { adminActionRefusal, describeServerError, formatDateTime, kronerToOre, staffDetailParts, transactionState, walletOfTransaction, type StaffApplication } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import {
  Alert, Box, Button, HStack, LazyAccordion, Loading, LoadFailed, ModalDialog, SignedMoney, Stack, Text, TransactionStateBadge, useAsync, useRoles, type AccordionEntry as UiAccordionEntry,
} from '@kk/ui';
import { adminStateOf, offeredActions, useAdminActions } from './adminActions';
import { detailsApi } from './api';
import {
  ChangeStatusPart, ChildTransactions, CustomerPart, CustomInformationPart, DevicePart, Facts, LinksOut, NotesPart, Products, StackTracePart,
} from './parts';
import { REFUND_FORM_ID, refundable, RefundStep } from './RefundStep';

export interface TransactionDialogProps {
  transactionId: string;
  /** `changed` is true when an action changed the transaction (the list asks again). */
  onClose: (changed: boolean) => void;
  /** The help-desk tickets part, composed in by the app (role HelpDesk). */
  renderTickets?: (detail: TransactionDetail) => ReactNode;
}


/**
 * The transaction dialog of the partner site and the support tool (spec sections 2, 3, 4,
 * 6 and 8): the whole transaction, the links out, and the parts spec section 6 gives this
 * application and these roles, each in an accordion section that loads on its first open;
 * the admin actions with their confirmations, and the refund as a step of the same dialog.
 */
export default function TransactionDialog({ transactionId, onClose, renderTickets }: TransactionDialogProps) {
  const { t } = useTranslation('transactions');
  const { application: appName, culture } = getAppConfig();
  const application: StaffApplication = appName === 'support' ? 'support' : 'partner';
  const roles = useRoles();
  const parts = staffDetailParts(application, roles);
  const loaded = useAsync(() => detailsApi.detail(application, transactionId), [application, transactionId]);
  const [changed, setChanged] = useState(false);
  const [step, setStep] = useState<'details' | 'refund'>('details');
  const [refundBusy, setRefundBusy] = useState(false);
  const detail = loaded.status === 'done' ? loaded.data : null;
  const onChanged = () => {
    setChanged(true);
    loaded.reload();
  };
  const close = () => onClose(changed);

  const title = step === 'refund' ? t('details.refund.title') : t('details.title');
  const mayRefund = detail !== null && parts.refund && adminActionRefusal('Refund', adminStateOf(detail)) === null && refundable(detail).length > 0;

  const footer = (
    <HStack gap="3" wrap="wrap" justify="end">
      {step === 'refund' ? (
        <>
          <Button variant="outline" onClick={() => setStep('details')} disabled={refundBusy}>{t('details.refund.back')}</Button>
          <Button type="submit" form={REFUND_FORM_ID} loading={refundBusy} disabled={refundBusy} data-testid="refund-submit">{t('details.refund.submit')}</Button>
        </>
      ) : (
        <>
          {detail && parts.admin && <AdminButtons detail={detail} onChanged={onChanged} />}
          {mayRefund && <Button variant="outline" onClick={() => setStep('refund')} data-testid="action-refund">{t('details.refund.open')}</Button>}
          <Button variant="outline" onClick={close}>{t('common.close')}</Button>
        </>
      )}
    </HStack>
  );

  return (
    <ModalDialog title={title} onClose={close} testId="transaction-dialog" size="xl" footer={footer}>
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'failed' && <LoadFailed />}
      {detail && step === 'refund' && (
        <RefundStep
          detail={detail}
          application={application}
          onBusy={setRefundBusy}
          onDone={(refunded) => {
            if (refunded) {
              setStep('details');
              onChanged();
            }
          }}
        />
      )}
      {detail && step === 'details' && (
        <Stack gap="4">
          <HStack justify="space-between" align="start" wrap="wrap" gap="3">
            <Stack gap="0">
              <Text fontWeight="semibold" fontSize="lg">{detail.Description}</Text>
              <Text fontSize="sm" color="fg.muted">{t(`ui:transactionTypes.${detail.Type}`)} · {formatDateTime(detail.CreatedDate, culture)}</Text>
            </Stack>
            <Stack gap="1" align="end">
              <SignedMoney ore={kronerToOre(detail.Amount)} />
              <Box data-testid="transaction-status"><TransactionStateBadge state={transactionState(detail)} /></Box>
            </Stack>
          </HStack>
          {detail.ErrorMessage && (
            <Alert.Root status="error" data-testid="transaction-error">
              <Alert.Indicator />
              <Alert.Title>{t('details.error')}</Alert.Title>
              <Alert.Description>
                {describeServerError({ message: detail.ErrorMessage }).text[culture]}
                {/* The help desk searches and reports by the server's own word. */}
                {application === 'support' && describeServerError({ message: detail.ErrorMessage }).key !== 'unknown' && <Text as="span" color="fg.muted" fontSize="xs"> ({detail.ErrorMessage})</Text>}
              </Alert.Description>
            </Alert.Root>
          )}
          <Facts
            testId="transaction-facts"
            rows={[
              // Spec section 3: the CardHolderModel fills the wallet when the transaction has none.
              [t('details.wallet'), walletOfTransaction(detail)?.Name || null],
              [t('details.seller'), detail.Customer?.Name ?? null],
              [t('details.device.label'), detail.DeviceID ?? null],
              [t('details.reference'), detail.ID],
              [t('details.parent'), detail.ParentTransactionID],
            ]}
          />
          <LinksOut detail={detail} application={application} walletDetails={parts.walletDetails} />
          <Products detail={detail} />
          <ChildTransactions detail={detail} />
          <Sections detail={detail} application={application} parts={parts} onChanged={onChanged} renderTickets={renderTickets} />
        </Stack>
      )}
    </ModalDialog>
  );
}

function AdminButtons({ detail, onChanged }: { detail: TransactionDetail; onChanged: () => void }) {
  const { t } = useTranslation('transactions');
  const { run, busy } = useAdminActions(detail, onChanged);
  return (
    <>
      {offeredActions(detail).map((action) => (
        <Button key={action} variant="outline" colorPalette={action === 'Cancel' ? 'red' : undefined} onClick={() => void run(action)} loading={busy === action} disabled={busy !== null} data-testid={`action-${action}`}>
          {t(`details.actions.${action}.button`)}
        </Button>
      ))}
    </>
  );
}

function Sections({ detail, application, parts, onChanged, renderTickets }: {
  detail: TransactionDetail;
  application: StaffApplication;
  parts: ReturnType<typeof staffDetailParts>;
  onChanged: () => void;
  renderTickets?: (detail: TransactionDetail) => ReactNode;
}) {
  const { t } = useTranslation('transactions');
  const entries: UiAccordionEntry[] = [];
  entries.push({ value: 'customer', title: t('details.sections.customer'), content: <CustomerPart detail={detail} walletDetails={parts.walletDetails} /> });
  if (detail.DeviceID) entries.push({ value: 'device', title: t('details.sections.device'), content: <DevicePart deviceId={detail.DeviceID} application={application} /> });
  if (parts.customInformation) entries.push({ value: 'custom', title: t('details.sections.custom'), content: <CustomInformationPart detail={detail} /> });
  entries.push({ value: 'notes', title: t('details.sections.notes', { count: detail.Notes?.length ?? 0 }), content: <NotesPart detail={detail} onChanged={onChanged} /> });
  if (parts.admin) entries.push({ value: 'status', title: t('details.sections.status'), content: <ChangeStatusPart detail={detail} onChanged={onChanged} /> });
  if (parts.stackTrace && detail.Stacktrace) entries.push({ value: 'stacktrace', title: t('details.sections.stacktrace'), content: <StackTracePart stacktrace={detail.Stacktrace} /> });
  if (parts.helpDesk && renderTickets) entries.push({ value: 'tickets', title: t('details.sections.tickets'), content: renderTickets(detail) });
  return <LazyAccordion entries={entries} label={t('details.sections.label')} />;
}

