import { useId, useState } from 'react';
import type { CreditCard } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { Box, Text } from '@kk/ui';
import { cardsApi } from './api';

/**
 * The holder's switch (issue 23): "share with the family's other guardians", off by
 * default. A native checkbox with the switch role, so it is labelled, reached with Tab and
 * toggled with Space; the API decides, and the page reloads its cards after either answer.
 */
export function CardSharingSwitch({ card, onChanged }: { card: CreditCard; onChanged: () => void }) {
  const { t } = useTranslation('wallet');
  const labelId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const change = (shared: boolean) => {
    setBusy(true);
    cardsApi.setSharing(card.UID, shared).then(onChanged, onChanged).finally(() => setBusy(false));
  };
  return (
    <Box as="label" display="flex" alignItems="flex-start" gap="3" cursor="pointer" data-testid="card-sharing">
      <input
        type="checkbox"
        role="switch"
        checked={card.Shared === true}
        disabled={busy}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onChange={(event) => change(event.target.checked)}
        style={{ width: '1.1rem', height: '1.1rem', marginTop: '0.2rem' }}
      />
      <Box>
        <Text fontWeight="medium" id={labelId}>{t('cards.share')}</Text>
        <Text fontSize="sm" color="fg.muted" id={hintId}>{t('cards.shareHint')}</Text>
      </Box>
    </Box>
  );
}
