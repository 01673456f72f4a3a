import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Button, Heading, Stack, Text } from '@kk/ui';

export interface WrongBrand {
  pageKey: string;
  loginUrl: string;
}

/**
 * A wallet-site user on a brand none of their customers uses: nothing of theirs is shown
 * under another customer's logo, terms and support details; they are told where to sign in.
 */
export function WrongBrandPage({ target }: { target: WrongBrand }) {
  const { t } = useTranslation('shell');
  const here = getBrand(getAppConfig().pageKey).name;
  const theirs = getBrand(target.pageKey).name;
  return (
    <Box as="section" bg="bg.panel" borderRadius="lg" boxShadow="md" p="8" maxW="lg" mx="auto" data-testid="wrong-brand">
      <Stack gap="4">
        <Heading as="h1" size="lg">{t('account.wrongBrandTitle', { theirs })}</Heading>
        <Text>{t('account.wrongBrandBody', { here, theirs })}</Text>
        <Button asChild alignSelf="start">
          <a href={target.loginUrl} data-testid="wrong-brand-link">{t('account.wrongBrandLink', { theirs })}</a>
        </Button>
      </Stack>
    </Box>
  );
}
