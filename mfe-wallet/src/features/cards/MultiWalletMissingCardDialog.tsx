import type { WalletInOnboarding } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { ModalDialog } from '@kk/ui';
import { missingCardParts } from '@kk/ui/forms';

/** Several wallets have no card: each goes to its own card page (spec section 2). */
export default function MultiWalletMissingCardDialog({ wallets, onClose }: { wallets: readonly Pick<WalletInOnboarding, 'WalletID' | 'Name'>[]; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const parts = missingCardParts({ wallets, t, onCancel: onClose, onLeave: onClose });
  return (
    <ModalDialog title={parts.title} onClose={onClose} testId={parts.testId} footer={parts.footer}>
      {parts.body}
    </ModalDialog>
  );
}
