import { useId, useState, type ReactNode } from 'react';
import type { SetWalletRestrictionsBody, SpendingLimits, WalletInOnboarding, WalletRestrictions } from '@kk/contracts';
import {
  decideSpendingControls,
  describeWeekdays,
  formatOre,
  ISO_WEEKDAYS,
  kronerToOre,
  parseDecimalInput,
  weekdayName,
  type Culture,
  type SpendingControlsField,
  type SpendingControlsProblem,
  type SpendingControlsRequest,
  type SpendingLimits as DomainLimits,
} from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Field, Input, Text } from '@kk/ui';
import { AmountField, CheckboxField, decimalText, SettingsDialog, SettingsForm, SettingsFormFooter, useSettingsSave } from '@kk/ui/forms';
import { controlsApi } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The wire's limits (kroner) as the domain's (øre). */
function domainLimits(limits: SpendingLimits): DomainLimits {
  return {
    dailyLimitOre: limits.DailyAmount === null ? null : kronerToOre(limits.DailyAmount),
    maxPurchasesPerDay: limits.PurchasesPerDay,
    allowedWeekdays: limits.Weekdays,
    deniedFoodGroups: limits.BlockedFoodGroups,
  };
}

const groupName = (group: string, t: Translate) => t(`foodGroups.${group}`, { defaultValue: group });
const listOf = (items: readonly string[], culture: Culture) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${culture === 'da' ? 'og' : 'and'} ${items[items.length - 1]}`;

/** Limits in words, one per kind that is set ('Højst 40,00 kr. om dagen', 'Kortet virker mandag–fredag', …). */
function describeLimits(limits: SpendingLimits, t: Translate, culture: Culture): string[] {
  const lines: string[] = [];
  if (limits.DailyAmount !== null) lines.push(t('controls.school.dailyAmount', { amount: formatOre(kronerToOre(limits.DailyAmount), culture) }));
  if (limits.PurchasesPerDay !== null) lines.push(t('controls.school.purchases', { count: limits.PurchasesPerDay }));
  if (limits.Weekdays !== null) lines.push(t('controls.school.weekdays', { days: describeWeekdays(limits.Weekdays, culture) }));
  if (limits.BlockedFoodGroups.length > 0) lines.push(t('controls.school.blocked', { groups: listOf(limits.BlockedFoodGroups.map((g) => groupName(g, t)), culture) }));
  return lines;
}

function problemText(problem: SpendingControlsProblem, t: Translate, culture: Culture): string {
  const key = `controls.problems.${problem.code}`;
  if (problem.code === 'above_maximum' || problem.code === 'above_school_limit') {
    const maximum = problem.field === 'DailyAmount' ? formatOre(kronerToOre(problem.maximum ?? 0), culture) : String(problem.maximum);
    return t(key, { maximum });
  }
  if (problem.code === 'school_forbids_day') return t(key, { days: listOf((problem.values ?? []).map((day) => weekdayName(Number(day), culture)), culture) });
  if (problem.code === 'unknown_food_group') return t(key, { groups: listOf((problem.values ?? []).map((group) => groupName(String(group), t)), culture) });
  return t(key);
}

/** The typed text as the request's value: empty is no limit (null), anything unreadable NaN (the rules then say so). */
function typedNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return parseDecimalInput(text) ?? Number.NaN;
}

/** A whole number typed (purchases per day), with its label, hint and error tied to it. */
function CountField({ label, hint, value, onChange, error, testId }: { label: string; hint: string; value: string; onChange: (value: string) => void; error: string | null; testId: string }) {
  const hintId = useId();
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
        maxW="8rem"
      />
      <Field.HelperText id={hintId}>{hint}</Field.HelperText>
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Checkboxes in a fieldset with a legend; its error is the group's description. */
function CheckboxGroup({ legend, error, children, testId }: { legend: string; error: string | null; children: ReactNode; testId: string }) {
  const errorId = useId();
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <Text as="legend" fontWeight="semibold" mb="2">{legend}</Text>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="2">{children}</Box>
      {error && <Text id={errorId} color="red.700" fontSize="sm" mt="1">{error}</Text>}
    </Box>
  );
}

/** The form, filled from what the guardian saved; the school's limits are shown and can only be tightened. */
function ControlsForm({ wallet, controls, onSaved, onClose }: { wallet: WalletInOnboarding; controls: WalletRestrictions; onSaved: (saved: WalletRestrictions) => void; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const school = controls.School;
  const guardian = controls.Guardian;
  const [amount, setAmount] = useState(guardian.DailyAmount === null ? '' : decimalText(guardian.DailyAmount, culture));
  const [purchases, setPurchases] = useState(guardian.PurchasesPerDay === null ? '' : String(guardian.PurchasesPerDay));
  const schoolDays = school.Weekdays ?? ISO_WEEKDAYS;
  const [days, setDays] = useState<number[]>([...(guardian.Weekdays ?? schoolDays)]);
  const [groups, setGroups] = useState<string[]>([...guardian.BlockedFoodGroups]);

  const request: SpendingControlsRequest & SetWalletRestrictionsBody = {
    DailyAmount: typedNumber(amount),
    PurchasesPerDay: typedNumber(purchases),
    Weekdays: days,
    // A group the school blocks stays blocked: it is not the guardian's to send.
    BlockedFoodGroups: groups.filter((group) => !school.BlockedFoodGroups.includes(group)),
  };
  const decision = decideSpendingControls(request, { school: domainLimits(school), foodGroups: controls.FoodGroups });
  const saving = useSettingsSave({ save: () => controlsApi.save(wallet.WalletID, request), blocked: !decision.ok, onSaved, failedText: t('controls.saveFailed') });
  const errors: Partial<Record<SpendingControlsField, string>> = {};
  if (saving.submitted && !decision.ok) for (const problem of decision.problems) errors[problem.field] ??= problemText(problem, t, culture);

  const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));
  const formId = `spending-controls-${wallet.WalletID}`;
  const footerTexts = { closeText: t('common.close'), saveText: t('controls.save'), busyText: t('controls.busy'), forWhom: t('actions.forChild', { name: wallet.Name }) };
  const offered = [...new Set([...controls.FoodGroups, ...school.BlockedFoodGroups])].sort();

  return (
    <SettingsForm formId={formId} saving={saving}>
      <AmountField
        label={t('controls.dailyAmount')}
        unit={t('common.kroner')}
        hint={[
          t('controls.dailyAmountHint', { name: wallet.Name }),
          school.DailyAmount === null ? null : t('controls.dailyAmountSchool', { amount: formatOre(kronerToOre(school.DailyAmount), culture) }),
        ].filter(Boolean).join(' ')}
        value={amount}
        onChange={setAmount}
        error={errors.DailyAmount}
        testId="controls-daily-amount"
      />
      <CountField
        label={t('controls.purchases')}
        hint={t('controls.purchasesHint', { name: wallet.Name })}
        value={purchases}
        onChange={setPurchases}
        error={errors.PurchasesPerDay ?? null}
        testId="controls-purchases"
      />
      <CheckboxGroup legend={t('controls.weekdays')} error={errors.Weekdays ?? null} testId="controls-weekdays">
        {ISO_WEEKDAYS.map((day) => {
          const closed = !schoolDays.includes(day);
          return (
            <CheckboxField key={day} checked={!closed && days.includes(day)} disabled={closed} onChange={(on) => setDays(toggle(days, day, on))} hint={closed ? t('controls.schoolClosedDay') : undefined}>
              {weekdayName(day, culture)}
            </CheckboxField>
          );
        })}
      </CheckboxGroup>
      <CheckboxGroup legend={t('controls.foodGroups')} error={errors.BlockedFoodGroups ?? null} testId="controls-food-groups">
        {offered.length === 0 && <Text fontSize="sm">{t('controls.foodGroupsNone')}</Text>}
        {offered.map((group) => {
          const bySchool = school.BlockedFoodGroups.includes(group);
          return (
            <CheckboxField key={group} checked={bySchool || groups.includes(group)} disabled={bySchool} onChange={(on) => setGroups(toggle(groups, group, on))} hint={bySchool ? t('controls.blockedBySchool') : undefined}>
              {groupName(group, t)}
            </CheckboxField>
          );
        })}
      </CheckboxGroup>
      <SettingsFormFooter formId={formId} failure={saving.failure} busy={saving.busy} onClose={onClose} {...footerTexts} />
    </SettingsForm>
  );
}

/** The dialog's opening: what it is for, and the school's own limits where it has any. */
function ControlsIntro({ wallet, school }: { wallet: WalletInOnboarding; school: SpendingLimits }) {
  const { t } = useTranslation('wallet');
  const schoolLines = describeLimits(school, t, getAppConfig().culture);
  return (
    <>
      <Text>{t('controls.intro', { name: wallet.Name })}</Text>
      {schoolLines.length > 0 && (
        <Box as="section" aria-labelledby={`school-limits-${wallet.WalletID}`} borderWidth="1px" borderRadius="md" p="3" data-testid="school-limits">
          <Text id={`school-limits-${wallet.WalletID}`} fontWeight="semibold">{t('controls.school.title')}</Text>
          <Text fontSize="sm" mb="2">{t('controls.school.intro')}</Text>
          <Box as="ul" ps="5">
            {schoolLines.map((line) => <li key={line}>{line}</li>)}
          </Box>
        </Box>
      )}
    </>
  );
}

/**
 * Spending controls for one child (issue 16): a daily amount, purchases per day, the
 * weekdays the card works and blocked food groups, from GET /api/Restrictions/Wallet and
 * saved with PUT. The school's own limits are shown read-only and stay in force; the
 * guardian's can only tighten them (@kk/domain decideSpendingControls, which the API
 * applies again). A save is announced in the dialog (role=status).
 */
export default function SpendingControlsDialog({ wallet, onClose }: { wallet: WalletInOnboarding; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const inForce = (controls: WalletRestrictions) => {
    const lines = describeLimits(controls.InForce, t, culture);
    return t('controls.inForce', { summary: lines.length > 0 ? lines.join(' · ') : t('controls.noLimits') });
  };
  return (
    <SettingsDialog
      title={t('controls.title', { name: wallet.Name })}
      testId="spending-controls-dialog"
      closeText={t('common.close')}
      load={() => controlsApi.read(wallet.WalletID)}
      loadKey={[wallet.WalletID]}
      onClose={onClose}
      intro={(controls) => <ControlsIntro wallet={wallet} school={controls.School} />}
      savedTestId="controls-saved"
      savedText={(saved) => `${t('controls.saved', { name: wallet.Name })} ${inForce(saved)}`}
      readOnly={(controls) => <Text>{t('controls.readOnly')} {inForce(controls)}</Text>}
      form={(controls, onSaved) => <ControlsForm wallet={wallet} controls={controls} onSaved={onSaved} onClose={onClose} />}
    />
  );
}
