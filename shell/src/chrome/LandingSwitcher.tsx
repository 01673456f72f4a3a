import type { LandingResponse } from '@kk/contracts';
import { subdomainHref, subDomainForPageKey } from '@kk/domain';
import { api, getAppConfig, useTranslation } from '@kk/platform';
import { Link, Loading, Stack, Text, useAsync } from '@kk/ui';
import { Disclosure } from './Disclosure';

/**
 * The sub-domain switcher of GET /api/Landing (anonymous). Per spec section 7 it shows
 * itself either way: a failed load leaves the button with a note instead of the list.
 */
export function LandingSwitcher() {
  const { t } = useTranslation('chrome');
  const landing = useAsync(() => api.get<LandingResponse>('/api/Landing', undefined, { silent: true }), []);
  const here = subDomainForPageKey(getAppConfig().pageKey);
  return (
    <Disclosure buttonText={t('landing.menu')} testId="landing-switcher">
      {landing.status === 'loading' && <Loading />}
      {landing.status === 'failed' && <Text fontSize="sm" role="status">{t('landing.failed')}</Text>}
      {landing.status === 'done' && landing.data.length === 0 && <Text fontSize="sm">{t('landing.empty')}</Text>}
      {landing.status === 'done' && landing.data.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('landing.label')}>
          {landing.data.map((entry) => (
            <li key={entry.SubDomain}>
              <Link
                href={subdomainHref(entry.SubDomain, window.location)}
                aria-current={entry.SubDomain === here ? 'page' : undefined}
                fontWeight={entry.SubDomain === here ? 'bold' : 'normal'}
                data-testid="landing-link"
              >
                {entry.Name} {entry.SubDomain === here && t('landing.current')}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Disclosure>
  );
}
