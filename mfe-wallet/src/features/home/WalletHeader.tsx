import { useState } from 'react';
import { useTranslation } from '@kk/platform';
import type { WalletInOnboarding } from '@kk/contracts';
import { Box, Center, HStack, Heading, Image, Money, Text } from '@kk/ui';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The wallet's picture (or initials), name, school and balance. */
export function WalletHeader({ wallet, balanceOre, headingLevel }: { wallet: WalletInOnboarding; balanceOre: number; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('wallet');
  const customers = wallet.Customers.map((c) => c.Name).join(', ');
  const labelId = `balance-label-${wallet.WalletID}`;
  // A picture that cannot be shown (stored before pictures were checked, or gone) falls back to the initials.
  const [brokenPicture, setBrokenPicture] = useState<string | null>(null);
  const picture = wallet.PictureUrl !== null && wallet.PictureUrl !== brokenPicture ? wallet.PictureUrl : null;
  return (
    <HStack gap="4" justify="space-between" align="center" wrap="wrap">
      <HStack gap="4">
        {picture ? (
          <Image src={picture} alt={t('pictureOf', { name: wallet.Name })} boxSize="64px" borderRadius="full" objectFit="cover" data-testid="wallet-picture" onError={() => setBrokenPicture(picture)} />
        ) : (
          <Center aria-hidden="true" data-testid="wallet-initials" boxSize="64px" borderRadius="full" bg="brand.solid" color="brand.contrast" fontWeight="bold" fontSize="xl">
            {initials(wallet.Name)}
          </Center>
        )}
        <Box>
          <Heading as={headingLevel} size="md" data-testid="wallet-name">{wallet.Name}</Heading>
          {customers && <Text fontSize="sm" color="fg.muted">{customers}</Text>}
        </Box>
      </HStack>
      <Box textAlign="end">
        <Text fontSize="sm" color="fg.muted" id={labelId}>{t('balance')}</Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid="wallet-balance" aria-describedby={labelId} aria-live="polite">
          <Money ore={balanceOre} />
        </Text>
      </Box>
    </HStack>
  );
}
