import type { WalletInOnboarding } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import type { WalletLink } from '@kk/domain';
import { Button, Flex, HStack, RouteLink, VisuallyHidden } from '@kk/ui';
import type { WalletDialog } from './WalletWidget';

/** The money actions (dialogs) and the links the roles allow. */
export function WalletActions({ wallet, links, mayManageMoney, onOpen }: {
  wallet: WalletInOnboarding;
  links: readonly WalletLink[];
  mayManageMoney: boolean;
  onOpen: (dialog: WalletDialog) => void;
}) {
  const { t } = useTranslation('wallet');
  const id = encodeURIComponent(wallet.WalletID);
  // Every child has the same buttons and links: each is named with its child ("Indbetal for Emma Jensen").
  const forChild = <VisuallyHidden>{` ${t('actions.forChild', { name: wallet.Name })}`}</VisuallyHidden>;
  return (
    <>
      {mayManageMoney && (
        <HStack gap="2" wrap="wrap">
          {links.some((link) => link.kind === 'addFunds') && (
            <Button size="sm" onClick={() => onOpen({ kind: 'addFunds' })} data-testid="add-funds">{t('actions.addFunds')}{forChild}</Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'refill' })} data-testid="open-refill">{t('actions.refill')}{forChild}</Button>
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'schoolCard' })} data-testid="open-school-card">{t('actions.schoolCard')}{forChild}</Button>
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'controls' })} data-testid="open-spending-controls">{t('actions.controls')}{forChild}</Button>
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'alerts' })} data-testid="open-wallet-alerts">{t('actions.alerts')}{forChild}</Button>
        </HStack>
      )}
      <Flex as="nav" aria-label={t('links.label', { name: wallet.Name })} gap="4" rowGap="1" wrap="wrap" fontSize="sm">
        {links.filter((link) => link.href !== null).map((link) => (
          <RouteLink key={link.kind} href={link.href as string} testId={`link-${link.kind}`}>{t(`links.${link.kind}`)}{forChild}</RouteLink>
        ))}
        {mayManageMoney && <RouteLink href={`/DepositWithdraw/WalletCreditCard?WalletID=${id}`} testId="link-cards">{t('links.cards')}{forChild}</RouteLink>}
      </Flex>
    </>
  );
}
