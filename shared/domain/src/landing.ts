import { ALL_PAGE_KEYS, subDomainForPageKey } from './pageKeys';

const KNOWN_SUBDOMAINS = new Set(ALL_PAGE_KEYS.map(subDomainForPageKey));
const IP_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The address of another brand's site from the current one (GET /api/Landing lists the
 * sub-domains): `<sub>.<current host>`, with the current brand's own label replaced
 * (kkpay.localhost:3000 → bitten.localhost:3000). An IP address cannot carry a
 * sub-domain, so 127.0.0.1 becomes localhost, which browsers resolve the same way.
 */
export function subdomainHref(subdomain: string, location: { protocol: string; host: string }): string {
  const [hostname = '', port] = location.host.split(':');
  const labels = hostname.toLowerCase().split('.');
  let base = labels;
  if (IP_ADDRESS.test(hostname)) base = ['localhost'];
  else if (labels.length > 1 && KNOWN_SUBDOMAINS.has(labels[0] ?? '')) base = labels.slice(1);
  return `${location.protocol}//${subdomain}.${base.join('.')}${port ? `:${port}` : ''}/`;
}
