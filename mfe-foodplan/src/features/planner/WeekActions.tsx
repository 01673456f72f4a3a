import { useState } from 'react';
import type { PlannerPlan } from '@kk/contracts';
import { copenhagenDateTime, copenhagenDateTimeText, isoWeekOf, mondayOf, parseCalendarDate, planRulesProblems, publishAtProblem, type PlanRules } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, Field, HStack, Input, ModalDialog, SimpleGrid, Stack, Text } from '@kk/ui';
import { DateField, type ActionResult } from '@kk/ui/forms';
import { plannerApi } from './api';

const weekNumber = (monday: string) => isoWeekOf(parseCalendarDate(monday) ?? { year: 1970, month: 1, day: 1 }).week;

function formatInstant(iso: string, culture: 'da' | 'en'): string {
  return new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', { timeZone: 'Europe/Copenhagen', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

interface ActionProps {
  plan: PlannerPlan;
  weekStart: string;
  /** After a change: the list searches again. */
  onDone(): Promise<void>;
  onResult(result: ActionResult): void;
}

function DialogFooter({ onCancel, onSubmit, label, busy, testId }: { onCancel(): void; onSubmit(): void; label: string; busy: boolean; testId: string }) {
  const { t } = useTranslation('foodplan');
  return (
    <HStack gap="2">
      <Button variant="outline" onClick={onCancel}>{t('planner.cancel')}</Button>
      <Button colorPalette="brand" onClick={onSubmit} loading={busy} data-testid={testId}>{label}</Button>
    </HStack>
  );
}

/** "Kopiér uge": the week's dishes to the same weekdays of another week, as drafts. */
export function CopyWeekButton({ plan, weekStart, onDone, onResult }: ActionProps) {
  const { t } = useTranslation('foodplan');
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const week = weekNumber(weekStart);

  const submit = async () => {
    const day = parseCalendarDate(target) === null ? null : mondayOf(target);
    if (day === null) return setProblem(t('planner.errors.dateInvalid'));
    if (day === weekStart) return setProblem(t('planner.copy.sameWeek'));
    setBusy(true);
    try {
      const answer = await plannerApi.copyWeek({ FoodPlanID: plan.ID, FromWeekStart: weekStart, ToWeekStart: day });
      const skipped = answer.Skipped.map((skip) => `${skip.Name} (${skip.ServeDate}: ${t(`planner.copy.reason.${skip.Reason}`)})`).join(', ');
      onResult({ ok: true, text: [t('planner.copy.done', { count: answer.Copied.length, week: weekNumber(day) }), skipped === '' ? '' : t('planner.copy.skipped', { list: skipped })].filter(Boolean).join(' ') });
      setOpen(false);
      await onDone();
    } catch {
      onResult({ ok: false, text: t('planner.copy.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => { setOpen(true); setProblem(null); }} data-testid="planner-copy-week">{t('planner.copy.button')}</Button>
      {open && (
        <ModalDialog title={t('planner.copy.title', { week })} onClose={() => setOpen(false)} closeLabel={t('planner.cancel')} testId="planner-copy-dialog"
          footer={<DialogFooter onCancel={() => setOpen(false)} onSubmit={() => void submit()} label={t('planner.copy.submit')} busy={busy} testId="planner-copy-submit" />}>
          <Stack gap="3">
            <Text>{t('planner.copy.intro')}</Text>
            <DateField label={t('planner.copy.target')} value={target} onChange={setTarget} hint={t('planner.copy.targetHint')} testId="planner-copy-target" />
            {problem && <Text role="alert" color="red.700" fontSize="sm">{problem}</Text>}
          </Stack>
        </ModalDialog>
      )}
    </>
  );
}

/** "Udgiv": the week's drafts now, or at a set time (Copenhagen). */
export function PublishButton({ plan, weekStart, onDone, onResult }: ActionProps) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const [open, setOpen] = useState(false);
  const [later, setLater] = useState(false);
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let publishAt: string | null = null;
    if (later) {
      const instant = copenhagenDateTime(when);
      if (instant === null || publishAtProblem(instant.toISOString(), new Date()) !== null) return setProblem(t('planner.publish.notFuture'));
      publishAt = instant.toISOString();
    }
    setBusy(true);
    try {
      const answer = await plannerApi.publish({ FoodPlanID: plan.ID, WeekStart: weekStart, PublishAt: publishAt });
      onResult({
        ok: true,
        text: publishAt === null ? t('planner.publish.done', { count: answer.Published }) : t('planner.publish.scheduled', { count: answer.Published, when: formatInstant(answer.PublishedAt, culture) }),
      });
      setOpen(false);
      await onDone();
    } catch {
      onResult({ ok: false, text: t('planner.publish.failed') });
    } finally {
      setBusy(false);
    }
  };

  const openDialog = () => {
    setOpen(true);
    setProblem(null);
    setLater(false);
    setWhen(copenhagenDateTimeText(new Date(Date.now() + 3_600_000)).slice(0, 14) + '00');
  };

  return (
    <>
      <Button colorPalette="brand" variant="outline" onClick={openDialog} data-testid="planner-publish">{t('planner.publish.button')}</Button>
      {open && (
        <ModalDialog title={t('planner.publish.title', { week: weekNumber(weekStart) })} onClose={() => setOpen(false)} closeLabel={t('planner.cancel')} testId="planner-publish-dialog"
          footer={<DialogFooter onCancel={() => setOpen(false)} onSubmit={() => void submit()} label={t('planner.publish.submit')} busy={busy} testId="planner-publish-submit" />}>
          <Stack gap="3" as="fieldset" borderWidth="0" p="0" m="0">
            <Text as="legend" mb="2">{t('planner.publish.intro')}</Text>
            <label style={{ display: 'flex', gap: '0.5rem' }}>
              <input type="radio" name="publish-when" checked={!later} onChange={() => setLater(false)} data-testid="planner-publish-now" />
              {t('planner.publish.now')}
            </label>
            <label style={{ display: 'flex', gap: '0.5rem' }}>
              <input type="radio" name="publish-when" checked={later} onChange={() => setLater(true)} data-testid="planner-publish-later" />
              {t('planner.publish.later')}
            </label>
            {later && (
              <Field.Root invalid={problem !== null}>
                <Field.Label>{t('planner.publish.when')}</Field.Label>
                <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} data-testid="planner-publish-at" />
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
            )}
          </Stack>
        </ModalDialog>
      )}
    </>
  );
}

/** "Regler": the plan's registration and cancellation rules. */
export function RulesButton({ plan, onDone, onResult }: ActionProps) {
  const { t } = useTranslation('foodplan');
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ regDays: '', regTime: '', canDays: '', canTime: '', absDays: '', absTime: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const openDialog = () => {
    setForm({
      regDays: String(plan.Registration.SchoolDaysBefore),
      regTime: plan.Registration.Time,
      canDays: String(plan.Cancellation.SchoolDaysBefore),
      canTime: plan.Cancellation.Time,
      // The absence deadline (issue 26): both empty is the cancellation rule.
      absDays: plan.Absence ? String(plan.Absence.SchoolDaysBefore) : '',
      absTime: plan.Absence?.Time ?? '',
    });
    setProblem(null);
    setOpen(true);
  };

  const submit = async () => {
    const rules: PlanRules = {
      Registration: { SchoolDaysBefore: /^\d+$/.test(form.regDays.trim()) ? Number(form.regDays) : -1, Time: form.regTime.trim() },
      Cancellation: { SchoolDaysBefore: /^\d+$/.test(form.canDays.trim()) ? Number(form.canDays) : -1, Time: form.canTime.trim() },
      Absence:
        form.absDays.trim() === '' && form.absTime.trim() === ''
          ? null
          : { SchoolDaysBefore: /^\d+$/.test(form.absDays.trim()) ? Number(form.absDays) : -1, Time: form.absTime.trim() },
    };
    const times = [rules.Registration.Time, rules.Cancellation.Time, ...(rules.Absence ? [rules.Absence.Time] : [])];
    if (Object.keys(planRulesProblems(rules)).length > 0 || times.some((time) => !/^\d{2}:\d{2}$/.test(time))) {
      return setProblem(t('planner.rulesDialog.invalid'));
    }
    setBusy(true);
    try {
      const answer = await plannerApi.rules(plan.ID, rules);
      onResult({ ok: true, text: t('planner.rulesDialog.done', { count: answer.DishesUpdated }) });
      setOpen(false);
      await onDone();
    } catch {
      onResult({ ok: false, text: t('planner.rulesDialog.failed') });
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof typeof form, label: string, testId: string) => (
    <Field.Root invalid={problem !== null}>
      <Field.Label>{label}</Field.Label>
      <Input value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.target.value })} data-testid={testId} inputMode={key.endsWith('Days') ? 'numeric' : 'text'} />
    </Field.Root>
  );

  return (
    <>
      <Button variant="outline" onClick={openDialog} data-testid="planner-rules">{t('planner.rulesDialog.button')}</Button>
      {open && (
        <ModalDialog title={t('planner.rulesDialog.title', { plan: plan.Name })} onClose={() => setOpen(false)} closeLabel={t('planner.cancel')} testId="planner-rules-dialog"
          footer={<DialogFooter onCancel={() => setOpen(false)} onSubmit={() => void submit()} label={t('planner.rulesDialog.submit')} busy={busy} testId="planner-rules-submit" />}>
          <Stack gap="4">
            <Text>{t('planner.rulesDialog.intro')}</Text>
            <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0">
              <Text as="legend" fontWeight="semibold">{t('planner.rulesDialog.registration')}</Text>
              <SimpleGrid columns={2} gap="2">
                {input('regDays', t('planner.rulesDialog.days'), 'planner-rules-registration-days')}
                {input('regTime', t('planner.rulesDialog.time'), 'planner-rules-registration-time')}
              </SimpleGrid>
            </Stack>
            <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0">
              <Text as="legend" fontWeight="semibold">{t('planner.rulesDialog.cancellation')}</Text>
              <SimpleGrid columns={2} gap="2">
                {input('canDays', t('planner.rulesDialog.days'), 'planner-rules-cancellation-days')}
                {input('canTime', t('planner.rulesDialog.time'), 'planner-rules-cancellation-time')}
              </SimpleGrid>
            </Stack>
            <Stack as="fieldset" gap="2" borderWidth="0" p="0" m="0">
              <Text as="legend" fontWeight="semibold">{t('planner.rulesDialog.absence')}</Text>
              <Text fontSize="sm" color="fg.muted">{t('planner.rulesDialog.absenceHint')}</Text>
              <SimpleGrid columns={2} gap="2">
                {input('absDays', t('planner.rulesDialog.days'), 'planner-rules-absence-days')}
                {input('absTime', t('planner.rulesDialog.time'), 'planner-rules-absence-time')}
              </SimpleGrid>
            </Stack>
            {problem && <Text role="alert" color="red.700" fontSize="sm">{problem}</Text>}
          </Stack>
        </ModalDialog>
      )}
    </>
  );
}

