import { useTranslation } from 'react-i18next';
import type { WalletInOnboarding } from '@kk/contracts';
import { Box, Card, Center, HStack, Heading, Image, Money, Text } from '@kk/ui';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function WalletCard({ wallet, balanceOre, headingLevel = 'h2' }: { wallet: WalletInOnboarding; balanceOre: number; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('wallet');
  const customers = wallet.Customers.map((c) => c.Name).join(', ');
  return (
    <Card.Root data-testid="wallet-card" data-wallet-id={wallet.WalletID} h="full">
      <Card.Body gap="4">
        <HStack gap="4">
          {wallet.PictureUrl ? (
            <Image src={wallet.PictureUrl} alt={t('pictureOf', { name: wallet.Name })} boxSize="56px" borderRadius="full" objectFit="cover" />
          ) : (
            <Center aria-hidden="true" boxSize="56px" borderRadius="full" bg="brand.solid" color="brand.contrast" fontWeight="bold" fontSize="lg">
              {initials(wallet.Name)}
            </Center>
          )}
          <Box>
            <Heading as={headingLevel} size="md" data-testid="wallet-name">{wallet.Name}</Heading>
            {customers && <Text fontSize="sm" color="fg.muted">{customers}</Text>}
          </Box>
        </HStack>
        <Box>
          <Text fontSize="sm" color="fg.muted" id={`balance-label-${wallet.WalletID}`}>{t('balance')}</Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="wallet-balance" aria-describedby={`balance-label-${wallet.WalletID}`}>
            <Money ore={balanceOre} />
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
