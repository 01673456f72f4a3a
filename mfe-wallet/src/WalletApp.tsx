import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@kk/ui';
import { WalletOverview } from './WalletOverview';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The wallet remote's screens by path; the shell mounts it on its routes only. */
export function WalletApp() {
  const { t } = useTranslation('wallet');
  const path = useSyncExternalStore(subscribe, () => window.location.pathname.toLowerCase());
  if (path.startsWith('/depositwithdraw')) {
    return (
      <ComingSoon title={t('deposit.title')}>
        <p>{t('deposit.body')}</p>
        <WalletOverview headingLevel="h2" />
      </ComingSoon>
    );
  }
  if (path.startsWith('/transactions')) return <ComingSoon title={t('transactions.title')}>{t('transactions.body')}</ComingSoon>;
  if (path.startsWith('/wallet') || path.startsWith('/picture')) return <ComingSoon title={t('account.title')}>{t('account.body')}</ComingSoon>;
  return <WalletOverview />;
}
