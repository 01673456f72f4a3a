import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@kk/platform';
import { Alert, notify, Spinner } from '@kk/ui';
import { AddCardFailedDialog } from './AddCardFailedDialog';
import { useCardReturn, withoutReturnParameters } from './useCardReturn';

/** Shows the wait for the provider's confirmation; on an answer, tidies the address and reloads the list. */
export function CardReturnStatus({ query, onAdded }: { query: URLSearchParams; onAdded: () => void }) {
  const { t } = useTranslation('wallet');
  const state = useCardReturn(query);
  const [failedOpen, setFailedOpen] = useState(true);
  const added = useRef(onAdded);
  added.current = onAdded;

  useEffect(() => {
    if (state.status !== 'added' && state.status !== 'failed') return;
    // A reload of the page must not poll again.
    window.history.replaceState(window.history.state, '', withoutReturnParameters(window.location.href));
    if (state.status === 'added') {
      notify.success(t('cards.added'));
      added.current();
    }
  }, [state.status, t]);

  if (state.status === 'waiting') {
    return (
      <Alert.Root status="info" role="status" data-testid="card-return-waiting">
        <Spinner size="sm" />
        <Alert.Title>{t('cards.waiting')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (state.status === 'failed' && failedOpen) return <AddCardFailedDialog message={state.message} onClose={() => setFailedOpen(false)} />;
  return null;
}
