import type { ReactNode } from 'react';
import { visibleFooterSections, type FooterSection } from '@kk/domain';
import { getAppConfig, getBrand, LOGO_WIDTH, usePageSettings, userGuideKind, useTranslation } from '@kk/platform';
import { brandInk } from './brandInk';
import { Box, Button, CopyContextMenu, Heading, Image, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@kk/ui';

function Section({ id, title, children }: { id: FooterSection; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`footer-${id}-title`} data-testid={`footer-${id}`}>
      <Heading as="h2" id={`footer-${id}-title`} size="sm" mb="2">{title}</Heading>
      <Stack gap="1" fontSize="sm">{children}</Stack>
    </Box>
  );
}

/** A brand document: a PDF that opens in a new window. */
function DocumentLink({ href, label, testId, ink }: { href: string; label: string; testId: string; ink: string }) {
  const { t } = useTranslation('chrome');
  return (
    <Link href={href} target="_blank" rel="noopener" data-testid={testId} color={ink} textDecoration="underline">
      {label}
      <VisuallyHidden> {t('footer.newWindow')}</VisuallyHidden>
    </Link>
  );
}

/**
 * Spec section 2, "Footer": sections logo, guides, legal, about (company registration
 * number) and support (opening hours, phone, e-mail), each visible unless the page
 * setting Footer<Section> is 'false'. Documents come from the brand's folder, chosen by
 * the policy rules in @kk/domain.
 */
export function Footer({ onOpenHelp }: { onOpenHelp: () => void }) {
  const { t } = useTranslation('chrome');
  const { pageKey, culture } = getAppConfig();
  const brand = getBrand(pageKey);
  const documents = brand.documents;
  const sections = new Set(visibleFooterSections(usePageSettings((s) => s.settings)));
  const ink = brandInk(brand);
  const phoneHref = `tel:${brand.footer.phone.replace(/\s/g, '')}`;

  return (
    <Box as="footer" aria-label={t('footer.label')} mt="auto" bg="bg.panel" borderTopWidth="1px" px={{ base: 4, md: 8 }} pt="6" pb="24" data-testid="footer">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="6" maxW="6xl" mx="auto">
        {sections.has('logo') && (
          <Box data-testid="footer-logo">
            <Image src={brand.assets.logo} alt={brand.name} width={`${Math.round(LOGO_WIDTH * 0.7)}px`} height="auto" mb="2" />
            <Text fontWeight="semibold" fontSize="sm" data-testid="pay-with">{brand.payWith[culture]}</Text>
          </Box>
        )}
        {sections.has('guides') && (
          <Section id="guides" title={t('footer.guides')}>
            <DocumentLink href={documents[userGuideKind(culture)]} label={t('footer.userGuide')} testId="footer-user-guide" ink={ink} />
            <Button variant="plain" p="0" borderWidth="0" h="auto" minW="0" justifyContent="start" color={ink} textDecoration="underline" fontWeight="normal" fontSize="sm" onClick={onOpenHelp} data-testid="open-help-explorer">
              {t('footer.helpExplorer')}
            </Button>
          </Section>
        )}
        {sections.has('legal') && (
          <Section id="legal" title={t('footer.legal')}>
            <DocumentLink href={documents.terms} label={t('footer.terms')} testId="footer-terms" ink={ink} />
            <DocumentLink href={documents.dataPolicy} label={t('footer.dataPolicy')} testId="footer-data-policy" ink={ink} />
            <DocumentLink href={documents.dataPolicyMitId} label={t('footer.dataPolicyMitId')} testId="footer-data-policy-mitid" ink={ink} />
            <DocumentLink href={documents.cookiePolicy} label={t('footer.cookiePolicy')} testId="footer-cookie-policy" ink={ink} />
          </Section>
        )}
        {sections.has('about') && (
          <Section id="about" title={t('footer.about')}>
            <CopyContextMenu>
              <Text fontWeight="semibold">{brand.name}</Text>
              <Text data-testid="footer-cvr">{t('footer.cvr', { cvr: brand.footer.cvr })}</Text>
              <Text color="fg.muted">{t('footer.rights', { name: brand.name })}</Text>
            </CopyContextMenu>
          </Section>
        )}
        {sections.has('support') && (
          <Section id="support" title={t('footer.support')}>
            <CopyContextMenu>
              <Text><VisuallyHidden>{t('footer.openingHours')}: </VisuallyHidden>{brand.footer.openingHours[culture]}</Text>
              <Text>{t('footer.phone')}: <Link href={phoneHref} color={ink} textDecoration="underline">{brand.footer.phone}</Link></Text>
              <Text>{t('footer.email')}: <Link href={`mailto:${brand.footer.email}`} color={ink} textDecoration="underline">{brand.footer.email}</Link></Text>
            </CopyContextMenu>
          </Section>
        )}
      </SimpleGrid>
    </Box>
  );
}
