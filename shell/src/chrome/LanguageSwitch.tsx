import { HStack, Link } from '@kk/ui';
import { getAppConfig, useTranslation } from '@kk/platform';
import { CULTURES } from '@kk/domain';

/** Danish and English only, through /Home/SetCulture so the choice is remembered. */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { culture } = getAppConfig();
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <HStack as="nav" aria-label={t('language.label')} gap="2">
      {CULTURES.map((c) => (
        <Link
          key={c}
          href={`/Home/SetCulture?culture=${c}&redirectURL=${encodeURIComponent(here)}`}
          lang={c}
          aria-current={c === culture ? 'true' : undefined}
          color="brand.contrast"
          fontWeight={c === culture ? 'bold' : 'normal'}
          textDecoration={c === culture ? 'underline' : 'none'}
          data-testid={`language-${c}`}
        >
          {t(`language.${c}`)}
        </Link>
      ))}
    </HStack>
  );
}
