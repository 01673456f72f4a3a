import { useRef, useState } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { Button, ModalDialog, Stack, Text } from '@kk/ui';
import { focusFirstUnaccepted, TermsChecklist } from './TermsChecklist';
import { useWalletTerms } from './useWalletTerms';

/**
 * Issue 23: the terms alone, on the home page, once the guide has ended while a required
 * term is not accepted in its current version (the guide was closed before they were, or a
 * term has a new version). "Done" is refused while one is unticked, as the guide's finish;
 * the X button ("ask me later") leaves them unaccepted, and they are asked again the next
 * time the home page loads. Not dismissible by Escape or a click outside, as the guide.
 */
export default function TermsDialog({ wallets, onEnded }: { wallets: WalletInOnboarding[]; onEnded: () => void }) {
  const { t } = useTranslation('onboarding');
  const terms = useWalletTerms(wallets, true);
  const [refused, setRefused] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const done = () => {
    if (terms.unaccepted.length > 0) {
      setRefused(true);
      focusFirstUnaccepted(terms.unaccepted);
      return;
    }
    onEnded();
  };

  return (
    <ModalDialog
      title={t('guide.termsDialog.title')}
      testId="onboarding-terms-dialog"
      size="lg"
      dismissible={false}
      closeLabel={t('guide.termsDialog.later')}
      titleRef={titleRef}
      onClose={onEnded}
      footer={<Button onClick={done} loading={terms.types === null}>{t('guide.termsDialog.done')}</Button>}
    >
      <Stack gap="4">
        <Text>{t('guide.termsDialog.intro')}</Text>
        <TermsChecklist wallets={wallets} terms={terms} showRefusal={refused} refusalTitle={t('guide.terms.refusedGoOn')} />
      </Stack>
    </ModalDialog>
  );
}
