// Runs in the shell's entry file, before React, the shared modules or the shell's own
// code have arrived: whatever the first screen will need and can be known from the page
// alone is asked for now, in parallel with that code. Imports nothing shared (no module
// of the share scope can load yet), only pure rules bundled into the entry.
import { APPLICATION_HEADER, PAGE_KEY_HEADER, type CustomerSettingsResponse, type MeResponse, type OnboardingProgress, type PageSettingsResponse } from '@kk/contracts';
import { brandMismatch, DEFAULT_PAGE_KEY, matchesRoute, pageKeyFromHost, parseCulture, subDomainForPageKey } from '@kk/domain';
import { assetUrls } from '@kk/platform/brand-assets';
import { peekEarlyGet, startEarlyGets } from '@kk/platform/early';
import { readCultureCookie } from './culture';
import { startupConfigInPage, type StartupConfig } from './startupConfig';
import { userModules, type UserFacts } from './userModules';

const ACCESS_TOKEN_KEY = 'kk.accessToken';
const ME = '/api/Account/Me';
const CUSTOMER_SETTINGS = '/api/customers/customerSettings';
const PAGE_SETTINGS = '/api/customers/pageSettings';
export const ONBOARDING_PROGRESS_PATH = '/api/Onboarding/Progress';

/** The reads of a signed-in page of `application` at `pathname`, as the shell and remotes make them. */
export function firstScreenReads(application: string, pathname: string): string[] {
  const reads = [ME, CUSTOMER_SETTINGS, PAGE_SETTINGS, '/api/SystemNotifications'];
  // The wallet site: the brands' switcher and whether the first-login guide can still open.
  if (application === 'wallet') reads.push('/api/Landing', ONBOARDING_PROGRESS_PATH);
  // Its home page: the children's wallets.
  if (application === 'wallet' && pathname === '/') reads.push('/api/Onboarding/GetChildren');
  return reads;
}

/**
 * The remote files this user's page mounts first: each of their remotes' entry, the
 * `./app` of the one whose routes hold the path, and every `./parcel` but the cart's (it
 * waits until the cart is in use). The same rule the shell registers the remotes by
 * (userModules), so a module that is off is never fetched.
 */
export function remoteFilesFor(config: StartupConfig, facts: Omit<UserFacts, 'application'>, pathname: string): string[] {
  const files: string[] = [];
  for (const placement of userModules({ application: config.appConfig.application, ...facts })) {
    const entry = config.remotes.remotes[placement.remote]?.entry;
    const onThisPage = matchesRoute(placement.routes, pathname);
    const parcelNow = placement.parcel && placement.parcelWhenCartInUse !== true;
    if (!entry || (!onThisPage && !parcelNow)) continue;
    files.push(entry);
    const exposed = config.remoteFiles?.[placement.remote] ?? {};
    if (onThisPage) files.push(...(exposed.app ?? []));
    if (parcelNow) files.push(...(exposed.parcel ?? []));
  }
  return files;
}

const preloaded = new Set<string>();

function preload(href: string, as: 'image' | 'script'): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

function readToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** What every signed-in user of the application gets (the wallet site's wallet remote), known before the user is. */
const ANY_USER: Omit<UserFacts, 'application'> = { me: { Roles: [] }, customerSettings: [], pageSettings: [], progress: undefined };

/** The remotes every user gets at once; once the user and the customer's settings are known, the rest of theirs. */
async function preloadRemotes(config: StartupConfig): Promise<void> {
  for (const file of remoteFilesFor(config, ANY_USER, window.location.pathname)) preload(file, 'script');
  const [me, settings, pageSettings, progress] = await Promise.all([ME, CUSTOMER_SETTINGS, PAGE_SETTINGS, ONBOARDING_PROGRESS_PATH].map(peekEarlyGet));
  if (!me) return;
  const user = me.data as MeResponse;
  // Under another brand's address nothing of the user's is shown (ShellApp).
  if (brandMismatch(window.location, config.appConfig.application, user.Customers.map((c) => c.PageKey)) !== null) return;
  const facts = {
    me: user,
    customerSettings: (settings?.data as CustomerSettingsResponse | undefined) ?? [],
    pageSettings: (pageSettings?.data as PageSettingsResponse | undefined) ?? [],
    progress: progress?.data as OnboardingProgress | undefined,
  };
  for (const file of remoteFilesFor(config, facts, window.location.pathname)) preload(file, 'script');
}

export function startFirstScreen(): void {
  const pageKey = pageKeyFromHost(window.location.host) ?? DEFAULT_PAGE_KEY;
  const assets = assetUrls(subDomainForPageKey(pageKey));
  // The brand's images: the header and the page's background ask for them on first render.
  preload(assets.logo, 'image');
  preload(assets.background, 'image');
  const favicon = document.getElementById('kk-favicon') as HTMLLinkElement | null;
  if (favicon) {
    favicon.type = 'image/svg+xml';
    favicon.href = assets.favicon;
  }

  const config = startupConfigInPage();
  const token = readToken();
  if (!config || !token) return;
  startEarlyGets(firstScreenReads(config.appConfig.application, window.location.pathname), token, {
    language: parseCulture(readCultureCookie()),
    'X-Requested-With': 'XMLHttpRequest',
    [APPLICATION_HEADER]: config.appConfig.application,
    [PAGE_KEY_HEADER]: pageKey,
  });
  void preloadRemotes(config).catch(() => undefined);
}
