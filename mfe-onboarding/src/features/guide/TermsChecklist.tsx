import type { WalletInOnboarding, WalletTermType } from '@kk/contracts';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Alert, Box, Heading, Link, Stack, Text, VisuallyHidden } from '@kk/ui';
import { CheckboxField } from '@kk/ui/forms';
import type { UnacceptedWalletTerm } from '@kk/domain';
import { termKey, type WalletTermsState } from './useWalletTerms';

const boxTestId = (walletId: string, termTypeId: number) => `onboarding-term-${termKey(walletId, termTypeId)}`;

/**
 * Moves focus to the box of the first term still to accept (after a refused finish), so
 * the keyboard and screen-reader user lands where the answer is missing.
 */
export function focusFirstUnaccepted(unaccepted: readonly UnacceptedWalletTerm<WalletInOnboarding>[]): void {
  const first = unaccepted[0];
  if (!first) return;
  document.querySelector<HTMLInputElement>(`[data-testid="${boxTestId(first.wallet.WalletID, first.type.ID)}"] input`)?.focus();
}

/** The brand's own copy of the term type's document (spec section 2, "Brand assets per page key"). */
function documentAddress(type: WalletTermType): string | undefined {
  return getBrand(getAppConfig().pageKey).documents[type.Document];
}

/**
 * The terms of the guide's wallets (issue 23): per term type the user sees, a link to its
 * document (a new window, as the footer's documents) and a box per wallet, saved at once.
 * When `showRefusal` is set and terms are still to accept, an alert (announced) names each.
 */
export function TermsChecklist({ wallets, terms, showRefusal, refusalTitle }: {
  wallets: readonly WalletInOnboarding[];
  terms: WalletTermsState;
  showRefusal: boolean;
  /** What the refusal says is held up (finishing the guide, or going on). */
  refusalTitle: string;
}) {
  const { t } = useTranslation('onboarding');
  const types = terms.types ?? [];
  const refused = showRefusal ? terms.unaccepted : [];
  if (wallets.length === 0 || (types.length === 0 && refused.length === 0)) return null;

  return (
    <Box as="section" aria-labelledby="onboarding-terms" data-testid="onboarding-terms">
      <Heading as="h3" size="sm" id="onboarding-terms" mb="2">{t('guide.overview.terms')}</Heading>
      <Box role="alert" mb={refused.length > 0 ? 3 : 0}>
        {refused.length > 0 && (
          <Alert.Root status="error" data-testid="onboarding-terms-refused">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{refusalTitle}</Alert.Title>
              <Alert.Description>
                <Box as="ul" ps="4" listStyleType="disc">
                  {refused.map(({ wallet, type }) => (
                    <li key={termKey(wallet.WalletID, type.ID)}>{t('guide.terms.missing', { term: type.Name, name: wallet.Name })}</li>
                  ))}
                </Box>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Box>
      <Stack gap="4">
        {types.map((type) => {
          const address = documentAddress(type);
          return (
            <Stack key={type.ID} gap="2" data-testid={`onboarding-term-type-${type.ID}`}>
              {address !== undefined ? (
                <Link href={address} target="_blank" rel="noopener" textDecoration="underline" data-testid={`onboarding-term-document-${type.ID}`}>
                  {t('guide.terms.read', { term: type.Name })}
                  <VisuallyHidden> {t('guide.terms.newWindow')}</VisuallyHidden>
                </Link>
              ) : (
                <Text fontWeight="semibold">{type.Name}</Text>
              )}
              {wallets.map((wallet) => (
                <CheckboxField
                  key={termKey(wallet.WalletID, type.ID)}
                  testId={boxTestId(wallet.WalletID, type.ID)}
                  checked={terms.isAccepted(wallet.WalletID, type.ID)}
                  onChange={(isAccepted) => terms.answer(wallet, type, isAccepted)}
                >
                  {t('guide.overview.accept', { term: type.Name, name: wallet.Name })}
                </CheckboxField>
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
