import { useState } from 'react';
import type { SetWalletAlertsBody, WalletAlerts, WalletInOnboarding } from '@kk/contracts';
import { formatOre, kronerToOre, LOW_BALANCE_THRESHOLD_MAX_KRONER, lowBalanceThresholdProblem, parseDecimalInput, type Culture, type WalletAlertsProblem } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Text } from '@kk/ui';
import { AmountField, CheckboxField, decimalText, SettingsDialog, SettingsForm, SettingsFormFooter, useSettingsSave } from '@kk/ui/forms';
import { alertsApi } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const money = (kroner: number, culture: Culture) => formatOre(kronerToOre(kroner), culture);

function problemText(problem: WalletAlertsProblem, t: Translate, culture: Culture): string {
  const maximum = 'maximumKroner' in problem ? problem.maximumKroner : undefined;
  return t(`alerts.problems.${problem.code}`, maximum === undefined ? {} : { maximum: money(maximum, culture) });
}

/** The typed text as the request's value: empty is none (null), anything unreadable NaN (the rule then says so). */
function typedAmount(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimalInput(text) ?? Number.NaN;
}

/** The saved settings in words, for the announcement and the read-only view. */
function summary(alerts: WalletAlerts, t: Translate, culture: Culture): string {
  return [
    alerts.LowBalanceEnabled && alerts.LowBalanceThreshold !== null ? t('alerts.summary.lowBalanceOn', { amount: money(alerts.LowBalanceThreshold, culture) }) : t('alerts.summary.lowBalanceOff'),
    t(alerts.FailedRefillEnabled ? 'alerts.summary.failedRefillOn' : 'alerts.summary.failedRefillOff'),
    t(alerts.CardExpiryEnabled ? 'alerts.summary.cardExpiryOn' : 'alerts.summary.cardExpiryOff'),
    t('alerts.summary.orderConfirmations', {
      how: [alerts.OrderConfirmationEmail ? t('alerts.summary.byEmail') : null, alerts.OrderConfirmationSms ? t('alerts.summary.bySms') : null].filter((how) => how !== null).join(` ${t('alerts.summary.and')} `) || t('alerts.summary.off'),
    }),
  ].join(' · ');
}

function AlertsForm({ wallet, alerts, onSaved, onClose }: { wallet: WalletInOnboarding; alerts: WalletAlerts; onSaved: (saved: WalletAlerts) => void; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const [lowBalance, setLowBalance] = useState(alerts.LowBalanceEnabled);
  const [threshold, setThreshold] = useState(alerts.LowBalanceThreshold === null ? '' : decimalText(alerts.LowBalanceThreshold, culture));
  const [failedRefill, setFailedRefill] = useState(alerts.FailedRefillEnabled);
  const [cardExpiry, setCardExpiry] = useState(alerts.CardExpiryEnabled);
  const [confirmationEmail, setConfirmationEmail] = useState(alerts.OrderConfirmationEmail);
  const [confirmationSms, setConfirmationSms] = useState(alerts.OrderConfirmationSms);
  // SMS is offered where a text can reach the wallet's mobile number (or was chosen before, so it can be turned off).
  const smsOffered = alerts.SmsAvailable || alerts.OrderConfirmationSms;

  const typed = typedAmount(threshold);
  const problem = lowBalanceThresholdProblem(typed, lowBalance);
  // A threshold typed while the alert is off is kept only when it is valid; otherwise nothing of it is sent.
  const request: SetWalletAlertsBody = {
    LowBalanceEnabled: lowBalance,
    LowBalanceThreshold: problem === null ? typed : null,
    FailedRefillEnabled: failedRefill,
    CardExpiryEnabled: cardExpiry,
    OrderConfirmationEmail: confirmationEmail,
    OrderConfirmationSms: smsOffered && confirmationSms,
  };
  const blocking = lowBalance ? problem : null;
  const saving = useSettingsSave({ save: () => alertsApi.save(wallet.WalletID, request), blocked: blocking !== null, onSaved, failedText: t('alerts.saveFailed') });
  const error = saving.submitted && blocking !== null ? problemText(blocking, t, culture) : null;

  const formId = `wallet-alerts-${wallet.WalletID}`;
  const footerTexts = { closeText: t('common.close'), saveText: t('alerts.save'), busyText: t('alerts.busy'), forWhom: t('actions.forChild', { name: wallet.Name }) };
  return (
    <SettingsForm formId={formId} saving={saving}>
      <CheckboxField checked={lowBalance} onChange={setLowBalance} hint={t('alerts.lowBalanceHint')} testId="alerts-low-balance">
        {t('alerts.lowBalance')}
      </CheckboxField>
      {lowBalance && (
        <AmountField
          label={t('alerts.threshold')}
          unit={t('common.kroner')}
          hint={t('alerts.thresholdHint', { maximum: money(LOW_BALANCE_THRESHOLD_MAX_KRONER, culture) })}
          value={threshold}
          onChange={setThreshold}
          error={error}
          testId="alerts-threshold"
        />
      )}
      <CheckboxField checked={failedRefill} onChange={setFailedRefill} hint={t('alerts.failedRefillHint')} testId="alerts-failed-refill">
        {t('alerts.failedRefill')}
      </CheckboxField>
      <CheckboxField checked={cardExpiry} onChange={setCardExpiry} hint={t('alerts.cardExpiryHint')} testId="alerts-card-expiry">
        {t('alerts.cardExpiry')}
      </CheckboxField>
      <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" data-testid="alerts-order-confirmations">
        <Box as="legend" px="1" fontWeight="semibold">{t('alerts.orderConfirmations')}</Box>
        <Text fontSize="sm" color="fg.muted" mb="2">{t('alerts.orderConfirmationsHint')}</Text>
        <CheckboxField checked={confirmationEmail} onChange={setConfirmationEmail} testId="alerts-confirmation-email">
          {t('alerts.confirmationEmail')}
        </CheckboxField>
        {smsOffered ? (
          <CheckboxField
            checked={confirmationSms}
            onChange={setConfirmationSms}
            hint={alerts.MobileNumber === null ? t('alerts.confirmationSmsNoNumber') : t('alerts.confirmationSmsHint', { number: alerts.MobileNumber })}
            testId="alerts-confirmation-sms"
          >
            {t('alerts.confirmationSms')}
          </CheckboxField>
        ) : (
          <Text fontSize="sm" data-testid="alerts-confirmation-sms-unavailable">{t('alerts.confirmationSmsUnavailable', { name: wallet.Name })}</Text>
        )}
      </Box>
      <SettingsFormFooter formId={formId} failure={saving.failure} busy={saving.busy} onClose={onClose} {...footerTexts} />
    </SettingsForm>
  );
}

/**
 * E-mail alerts for one child (issue 16): low balance below a threshold in kroner, a
 * failed refill, a refill's card about to expire; and how order confirmations are told
 * (issue 26: e-mail, on by default; SMS to the wallet's mobile number, offered only when it
 * has one); from GET /api/Alerts/Wallet, saved with PUT. The threshold is checked with @kk/domain lowBalanceThresholdProblem (the API checks
 * again); its error is tied to the field. A save is announced in the dialog (role=status).
 */
export default function WalletAlertsDialog({ wallet, onClose }: { wallet: WalletInOnboarding; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  return (
    <SettingsDialog
      title={t('alerts.title', { name: wallet.Name })}
      testId="wallet-alerts-dialog"
      closeText={t('common.close')}
      load={() => alertsApi.read(wallet.WalletID)}
      loadKey={[wallet.WalletID]}
      onClose={onClose}
      intro={() => <Text>{t('alerts.intro', { name: wallet.Name })}</Text>}
      savedTestId="alerts-saved"
      savedText={(saved) => `${t('alerts.saved', { name: wallet.Name })} ${summary(saved, t, culture)}`}
      readOnly={(alerts) => <Text>{t('alerts.readOnly')} {summary(alerts, t, culture)}</Text>}
      form={(alerts, onSaved) => <AlertsForm wallet={wallet} alerts={alerts} onSaved={onSaved} onClose={onClose} />}
    />
  );
}
