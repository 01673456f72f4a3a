import type { ReactNode } from 'react';
import { useTranslation } from '@kk/platform';
import type { AccountWalletInformation, RegistrationField, WalletInOnboarding } from '@kk/contracts';
import { picturePagePath, walletCardPagePath } from '@kk/domain';
import { Badge, Button, HStack, RouteLink, Stack, Text } from '@kk/ui';

type Attachment = Extract<RegistrationField, 'CreditCard' | 'SchoolCard' | 'Picture'>;
const ATTACHMENTS: readonly Attachment[] = ['CreditCard', 'SchoolCard', 'Picture'];

function present(field: Attachment, child: WalletInOnboarding): boolean {
  if (field === 'CreditCard') return child.CreditCards.length > 0;
  if (field === 'SchoolCard') return child.WalletCards.length > 0;
  return child.PictureUrl !== null;
}

/**
 * What the wallet's page variant requires besides the form's fields (spec section 5): a
 * payment card always, a school card and a picture on kkpay. Each links to the page or
 * dialog that already adds it: the card page, the school card dialog, the picture page.
 */
export function RegistrationStatus({ wallet, child, readOnly, mayChangePicture, onAddSchoolCard }: {
  wallet: AccountWalletInformation;
  child: WalletInOnboarding | null;
  readOnly: boolean;
  mayChangePicture: boolean;
  onAddSchoolCard: (() => void) | null;
}) {
  const { t } = useTranslation('wallet');
  const required = ATTACHMENTS.filter((field) => wallet.RegistrationFields.some((rule) => rule.Field === field && rule.Required));
  if (child === null || required.length === 0) return null;
  const name = wallet.Name;
  const action = (field: Attachment): ReactNode => {
    if (readOnly) return null;
    if (field === 'CreditCard') return <RouteLink href={walletCardPagePath(wallet.WalletID)}>{t('account.registration.addCreditCard', { name })}</RouteLink>;
    if (field === 'SchoolCard') {
      return onAddSchoolCard && <Button size="xs" variant="outline" onClick={onAddSchoolCard}>{t('account.registration.addSchoolCard', { name })}</Button>;
    }
    return mayChangePicture && <RouteLink href={picturePagePath(wallet.WalletID)}>{t('account.registration.addPicture', { name })}</RouteLink>;
  };
  return (
    <Stack gap="2" data-testid="account-registration">
      <Text fontWeight="semibold" fontSize="sm">{t('account.registration.title')}</Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {required.map((field) => {
          const has = present(field, child);
          return (
            <HStack as="li" key={field} gap="3" wrap="wrap" data-testid={`registration-${field}`}>
              <Text fontSize="sm">
                {t(`account.registration.${field}`)}:{' '}
                <Badge colorPalette={has ? 'green' : 'orange'}>{has ? t('account.registration.present') : t('account.registration.missing')}</Badge>
              </Text>
              {action(field)}
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
