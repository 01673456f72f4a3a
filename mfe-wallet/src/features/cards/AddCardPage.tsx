import { useEffect, useState, type FormEvent } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { Button, HStack, LoadFailed, Loading, PageTitle, Stack, SubmitButton, Text, useAsync } from '@kk/ui';
import { ChoiceGroup } from '@kk/ui/forms';
import { navigate, useTranslation } from '@kk/platform';
import { AddCardFailedDialog } from './AddCardFailedDialog';
import { cardsApi } from './api';

/** Spec section 9: the browser goes to the card provider 250 ms after its address arrives. */
export const PROVIDER_REDIRECT_DELAY_MS = 250;

/**
 * The card-type selection page: the user picks a card type, the API opens a registration
 * at the provider (Amount 0) and answers its page, where the card is entered; the provider
 * sends the browser back to the card page, which waits for the confirmation.
 */
export function AddCardPage({ wallet, backHref }: { wallet: WalletInOnboarding | null; backHref: string }) {
  const { t } = useTranslation('wallet');
  const types = useAsync(() => cardsApi.cardTypes(), []);
  const [cardType, setCardType] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null | false>(false);

  useEffect(() => {
    if (redirectTo === null) return;
    const timer = setTimeout(() => window.location.assign(redirectTo), PROVIDER_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirectTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (cardType === '' || busy) return;
    setBusy(true);
    try {
      const returnUrl = new URL(backHref, window.location.origin).toString();
      setRedirectTo(await cardsApi.startAddingCard(cardType, returnUrl, wallet?.WalletID ?? null));
    } catch (error) {
      setBusy(false);
      setFailed(error instanceof Error ? error.message : null);
    }
  };

  const title = wallet ? t('cards.addTitleWallet', { name: wallet.Name }) : t('cards.addTitleFamily');
  return (
    <Stack as="section" gap="5" aria-labelledby="add-card-title" maxW="xl" data-testid="add-card-page">
      <PageTitle id="add-card-title" title={title} intro={t('cards.addIntro')} />
      {types.status === 'loading' && <Loading />}
      {types.status === 'failed' && <LoadFailed />}
      {types.status === 'done' && (
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <ChoiceGroup
              legend={t('cards.chooseType')}
              name="card-type"
              columns={2}
              testId="card-types"
              value={cardType}
              onChange={setCardType}
              error={tried && cardType === '' ? t('cards.chooseTypeRequired') : null}
              choices={types.data.map((type) => ({ value: type.Name, label: type.Name, hint: type.IsTestOnly ? t('cards.testOnly') : undefined }))}
            />
            {redirectTo !== null && <Text role="status" data-testid="redirecting">{t('cards.redirecting')}</Text>}
            <HStack gap="3">
              <Button variant="outline" onClick={() => navigate(backHref)}>{t('common.cancel')}</Button>
              <SubmitButton busy={busy} busyText={t('cards.redirectingShort')}>{t('cards.continue')}</SubmitButton>
            </HStack>
          </Stack>
        </form>
      )}
      {failed !== false && <AddCardFailedDialog message={failed} onClose={() => setFailed(false)} />}
    </Stack>
  );
}
