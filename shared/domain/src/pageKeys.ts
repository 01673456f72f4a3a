/**
 * Every page key of spec section 2. The base keys are the spec's list verbatim;
 * `{product}` is the product's own generic brand, reached with the sub-domain `product`.
 */
export const BASE_PAGE_KEYS = [
  'mywallet', 'bitten', 'skolepenge', 'kontantfri', 'skejser', 'kkpay', '{product}',
  'mfkkortet', 'favrskov', 'rskortet', 'helsingor', 'fhkkortet', 'kobslag', 'fureso',
  'ipayd', 'haderslev', 'aabenraa', 'nordfyn', 'herlev', 'godset', 'ishoj', 'dragor',
  'nembetalingonline', 'elevmad', 'meeting', 'consolapp', 'sunnydk', 'sunnyno',
  'sunwellness', 'tropicsunpay',
] as const;

export const VARIANT_MUNICIPALITIES = [
  'bronderslev', 'frederikssund', 'gribskov', 'randers', 'thisted', 'naestved', 'dragor',
] as const;
export const VARIANT_SUFFIXES = ['skole', 'pleje', 'pos', 'klub', 'personale'] as const;

export type VariantSuffix = (typeof VARIANT_SUFFIXES)[number];

export const VARIANT_PAGE_KEYS: readonly string[] = VARIANT_MUNICIPALITIES.flatMap((m) =>
  VARIANT_SUFFIXES.map((s) => `${m}${s}`),
);

export const ALL_PAGE_KEYS: readonly string[] = [...BASE_PAGE_KEYS, ...VARIANT_PAGE_KEYS];

/** The school-fee look used when no page key is active. */
export const DEFAULT_PAGE_KEY = 'skolepenge';

const PRODUCT_SUBDOMAIN = 'product';

export function isPageKey(key: string): boolean {
  return ALL_PAGE_KEYS.includes(key);
}

/** Sub-domain label for a page key (`{product}` cannot appear in a host name). */
export function subDomainForPageKey(key: string): string {
  return key === '{product}' ? PRODUCT_SUBDOMAIN : key;
}

/**
 * The page key chosen by sub-domain, as in production (`kkpay.<domain>`), which also
 * works locally as `kkpay.localhost`. A host without a known first label has no key,
 * and the caller falls back to DEFAULT_PAGE_KEY.
 */
export function pageKeyFromHost(host: string): string | null {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const labels = hostname.split('.');
  if (labels.length < 2) return null;
  const first = labels[0] ?? '';
  if (first === PRODUCT_SUBDOMAIN) return '{product}';
  return isPageKey(first) ? first : null;
}

/** If the key is a suffixed variant, its municipality and suffix. */
export function splitVariant(key: string): { municipality: string; suffix: VariantSuffix } | null {
  for (const m of VARIANT_MUNICIPALITIES) {
    for (const s of VARIANT_SUFFIXES) {
      if (key === `${m}${s}`) return { municipality: m, suffix: s };
    }
  }
  return null;
}

/**
 * Where a wallet-site user belongs when the address names a brand (a page key as its
 * sub-domain) that none of their customers uses: the first of their customers' brands, and
 * that brand's address on the same domain and port. Null when the brand is theirs, when
 * the address names no brand (the default look), when they have no customer, or off the
 * wallet site (staff of several customers use the partner site and the support tool).
 */
export function brandMismatch(
  location: { protocol: string; host: string },
  application: string,
  customerPageKeys: readonly string[],
): { pageKey: string; loginUrl: string } | null {
  if (application !== 'wallet') return null;
  const current = pageKeyFromHost(location.host);
  const theirs = customerPageKeys.filter(isPageKey);
  if (current === null || theirs.length === 0 || theirs.includes(current)) return null;
  const pageKey = theirs[0] as string;
  // The current host's first label is the brand's: swap it for theirs.
  const rest = location.host.slice(location.host.indexOf('.') + 1);
  return { pageKey, loginUrl: `${location.protocol}//${subDomainForPageKey(pageKey)}.${rest}/Account/Login` };
}
