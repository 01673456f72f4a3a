import { useTranslation } from 'react-i18next';
import { Box, Flex, Link, Text } from '@kk/ui';
import { getAppConfig, getBrand } from '@kk/platform';

/** A first footer with the brand's pay-with text and support contact; the full footer comes later. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { pageKey, culture } = getAppConfig();
  const brand = getBrand(pageKey);
  return (
    <Box as="footer" mt="auto" bg="bg.panel" borderTopWidth="1px" px={{ base: 4, md: 8 }} pt="4" pb="20" data-testid="footer">
      <Flex gap="6" wrap="wrap" fontSize="sm" align="center">
        <Text fontWeight="semibold" data-testid="pay-with">{brand.payWith[culture]}</Text>
        <Text>CVR {brand.footer.cvr}</Text>
        <Text>{brand.footer.openingHours[culture]}</Text>
        <Link href={`tel:${brand.footer.phone.replace(/\s/g, '')}`}>{brand.footer.phone}</Link>
        <Link href={`mailto:${brand.footer.email}`}>{brand.footer.email}</Link>
        <Text ml="auto" color="fg.muted">© {brand.name}. {t('footer.rights')}</Text>
      </Flex>
    </Box>
  );
}
