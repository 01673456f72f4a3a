import type { MouseEvent } from 'react';
import { Box, Button, Flex, focusRingIn, HStack, Image, Link, Text } from '@kk/ui';
import { getAppConfig, getBrand, LOGO_WIDTH, navigate, useSession, useTranslation } from '@kk/platform';
import type { NavItem } from './navItems';
import { LandingSwitcher } from './LandingSwitcher';
import { LanguageSwitch } from './LanguageSwitch';
import { StatusMenu } from './StatusMenu';
import type { SystemNotificationsState } from './useSystemNotifications';

function onNavClick(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  navigate(href);
}

export function Header({ navItems, pathname, onLogout, notifications }: {
  navItems: NavItem[];
  pathname: string;
  onLogout: () => void;
  /** The signed-in user's system notifications, for the status menu; null when signed out. */
  notifications: SystemNotificationsState | null;
}) {
  const { t } = useTranslation('shell');
  const { pageKey, application } = getAppConfig();
  const brand = getBrand(pageKey);
  const user = useSession((s) => s.user);

  return (
    // Focus rings in the header's text colour: the theme's ring is the header's own colour.
    <Box as="header" bg="brand.solid" color="brand.contrast" px={{ base: 4, md: 8 }} py="3" boxShadow="sm" css={focusRingIn('var(--chakra-colors-brand-contrast)')}>
      <Flex align="center" gap="4" wrap="wrap">
        <Link href="/" onClick={(e) => onNavClick(e, '/')} aria-label={brand.name} bg="white" borderRadius="md" p="1">
          <Image src={brand.assets.logo} alt={brand.name} width={`${Math.round(LOGO_WIDTH * 0.6)}px`} height="auto" data-testid="brand-logo" />
        </Link>
        {application !== 'wallet' && (
          <Text fontWeight="semibold" data-testid="application-name">{t(`app.${application}`)}</Text>
        )}
        {navItems.length > 0 && (
          <Box as="nav" aria-label={t('nav.label')}>
            <HStack as="ul" listStyleType="none" gap="1" m="0" p="0">
              {navItems.map((item) => {
                const current = item.href === '/' ? pathname === '/' : pathname.toLowerCase().startsWith(item.href.toLowerCase().replace(/\/Index$/i, ''));
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={(e) => onNavClick(e, item.href)}
                      aria-current={current ? 'page' : undefined}
                      color="brand.contrast"
                      px="3"
                      py="2"
                      borderRadius="md"
                      fontWeight={current ? 'bold' : 'normal'}
                      textDecoration={current ? 'underline' : 'none'}
                    >
                      {t(item.labelKey)}
                    </Link>
                  </li>
                );
              })}
            </HStack>
          </Box>
        )}
        <HStack ml="auto" gap="4" wrap="wrap">
          <LandingSwitcher />
          {notifications && <StatusMenu state={notifications} />}
          <LanguageSwitch />
          {user && (
            <HStack gap="3">
              <Text fontSize="sm" data-testid="signed-in-user">{t('account.signedInAs', { name: user.Name })}</Text>
              <Button size="sm" variant="outline" color="brand.contrast" borderColor="brand.contrast" _hover={{ bg: 'blackAlpha.200' }} onClick={onLogout}>
                {t('account.logout')}
              </Button>
            </HStack>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
