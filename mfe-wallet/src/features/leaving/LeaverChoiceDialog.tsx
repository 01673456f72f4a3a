import { useState } from 'react';
import type { LeaverChoice, WalletInOnboarding } from '@kk/contracts';
import { formatCalendarLongDate, type Culture } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Text } from '@kk/ui';
import { ChoiceGroup, SettingsDialog, SettingsForm, SettingsFormFooter, useSettingsSave } from '@kk/ui/forms';
import { leavingApi } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The choice as the dialog holds it: there is something to choose only with a date and a sibling who stays. */
type Choice = LeaverChoice & { MayChange: boolean };

const CARD = 'card';

const withMayChange = (choice: LeaverChoice): Choice => ({ ...choice, MayChange: choice.LeavesOn !== null && choice.Siblings.length > 0 });

/** The saved choice in words: the sibling chosen, else the card, else the closed wallet. */
function savedText(choice: LeaverChoice, t: Translate, culture: Culture): string {
  const date = choice.LeavesOn === null ? '' : formatCalendarLongDate(choice.LeavesOn, culture);
  const sibling = choice.Siblings.find((candidate) => candidate.WalletID === choice.SiblingWalletID);
  if (sibling) return t('leaving.savedSibling', { sibling: sibling.Name, date });
  return choice.HasPrimaryCard ? t('leaving.savedCard', { date }) : t('leaving.savedNoCard');
}

function ChoiceForm({ wallet, choice, onSaved, onClose }: { wallet: WalletInOnboarding; choice: Choice; onSaved: (saved: Choice) => void; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const [value, setValue] = useState(choice.SiblingWalletID ?? CARD);
  const saving = useSettingsSave({
    save: async () => withMayChange(await leavingApi.save(wallet.WalletID, value === CARD ? null : value)),
    blocked: false,
    onSaved,
    failedText: t('leaving.saveFailed'),
  });
  const formId = `leaver-choice-${wallet.WalletID}`;
  const choices = [
    choice.HasPrimaryCard
      ? { value: CARD, label: t('leaving.toCard'), hint: t('leaving.toCardHint', { name: wallet.Name }) }
      : { value: CARD, label: t('leaving.noCard'), hint: t('leaving.noCardHint', { name: wallet.Name }) },
    ...choice.Siblings.map((sibling) => ({ value: sibling.WalletID, label: t('leaving.toSibling', { sibling: sibling.Name }), hint: t('leaving.toSiblingHint', { sibling: sibling.Name }) })),
  ];
  return (
    <SettingsForm formId={formId} saving={saving}>
      <ChoiceGroup legend={t('leaving.legend')} name={formId} choices={choices} value={value} onChange={setValue} testId="leaver-choices" />
      <SettingsFormFooter
        formId={formId}
        failure={saving.failure}
        busy={saving.busy}
        onClose={onClose}
        closeText={t('common.close')}
        saveText={t('leaving.save')}
        busyText={t('leaving.busy')}
        forWhom={t('actions.forChild', { name: wallet.Name })}
      />
    </SettingsForm>
  );
}

/**
 * Where a leaver's balance goes at the school's new school year (issue 28): back to the
 * primary card (or, without one, it stays on the closed wallet) or to a sibling of the same
 * school who stays; from GET /api/SchoolYear/LeaverChoice, saved with PUT (the API checks the
 * sibling again, and the run once more under its locks).
 */
export default function LeaverChoiceDialog({ wallet, onClose }: { wallet: WalletInOnboarding; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  return (
    <SettingsDialog<Choice>
      title={t('leaving.title', { name: wallet.Name })}
      testId="leaver-choice-dialog"
      closeText={t('common.close')}
      load={async () => withMayChange(await leavingApi.read(wallet.WalletID))}
      loadKey={[wallet.WalletID]}
      onClose={onClose}
      intro={(choice) => (choice.LeavesOn === null ? null : <Text>{t('leaving.intro', { name: wallet.Name, date: formatCalendarLongDate(choice.LeavesOn, culture) })}</Text>)}
      savedTestId="leaver-choice-saved"
      savedText={(saved) => savedText(saved, t, culture)}
      readOnly={(choice) => (
        <Text data-testid="leaver-choice-read-only">
          {choice.LeavesOn === null ? t('leaving.notLeaving', { name: wallet.Name }) : t(choice.HasPrimaryCard ? 'leaving.noSiblingsCard' : 'leaving.noSiblingsNoCard', { name: wallet.Name })}
        </Text>
      )}
      form={(choice, onSaved) => <ChoiceForm wallet={wallet} choice={choice} onSaved={onSaved} onClose={onClose} />}
    />
  );
}
