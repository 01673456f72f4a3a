import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { CustomerSettingsResponse, MeResponse, OnboardingProgress, PageSettingsResponse, RemotesManifest } from '@kk/contracts';
import { ACCOUNT_LOGOUT_PATH, brandMismatch, LOGIN_PATH, matchesRoute, SESSION_EXPIRED_PATH, type ModulePlacement } from '@kk/domain';
import type { WrongBrand } from './account/WrongBrandPage';
import { api, getAppConfig, getBrand, navigate, usePageSettings, useSession, useTranslation } from '@kk/platform';
import { Alert, Box, FeedbackHost, Flex, Link, Loading, useLocation } from '@kk/ui';
import { usePageTitle } from './chrome/usePageTitle';
import { WrongBrandPage } from './account/WrongBrandPage';
import { LoggedOutPage, LoginPage, SessionExpiredPage, SignInInPlace } from './account/AccountPages';
import { CookieBar } from './chrome/CookieBar';
import { Footer } from './chrome/Footer';
import { SystemNotices } from './chrome/SystemNotices';
import { useSystemNotifications } from './chrome/useSystemNotifications';
import { Header } from './chrome/Header';
import { navItemsFor } from './chrome/navItems';
import { NotFound } from './chrome/NotFound';
import { registerModules } from './federation/registerModules';
import { slotId } from './federation/slots';
import { publicPageOf } from './public/publicPages';
import { ONBOARDING_PROGRESS_PATH } from './start/firstScreen';
import { userModules } from './start/userModules';

type Phase = 'signed-out' | 'loading' | 'ready' | 'failed';

const HelpExplorer = lazy(() => import('./help/HelpExplorer'));
// The development mail page and the invitation's acceptance page: open signed in or not.
const PublicPage = lazy(() => import('./public/PublicPage'));

const isAccountPath = (path: string) => /^\/Account\//i.test(path);

async function loadUserModules(): Promise<{ me: MeResponse; modules: ModulePlacement[]; wrongBrand: WrongBrand | null }> {
  const { application } = getAppConfig();
  const [me, settings, pageSettings, progress] = await Promise.all([
    api.get<MeResponse>('/api/Account/Me', undefined, { silent: true }),
    // Spec section 7: a customer-settings load failure is ignored.
    api.get<CustomerSettingsResponse>('/api/customers/customerSettings', undefined, { silent: true }).catch(() => []),
    // Page settings tune the chrome (ExplicitAccessibility, footer sections); without them the defaults apply.
    api.get<PageSettingsResponse>('/api/customers/pageSettings', undefined, { silent: true }).catch(() => []),
    // Whether the first-login guide can still open: its remote is not loaded once it cannot.
    application === 'wallet' ? api.get<OnboardingProgress>(ONBOARDING_PROGRESS_PATH, undefined, { silent: true }).catch(() => undefined) : undefined,
  ]);
  usePageSettings.getState().setSettings(pageSettings);
  // Under another brand's address nothing of the user's is shown: they are told where to sign in.
  const wrongBrand = brandMismatch(window.location, application, me.Customers.map((customer) => customer.PageKey));
  if (wrongBrand !== null) return { me, modules: [], wrongBrand };
  const modules = userModules({ application, me, customerSettings: settings, pageSettings, progress });
  return { me, modules, wrongBrand: null };
}

async function logout(): Promise<void> {
  await api.post('/api/Account/Logout', undefined, { silent: true }).catch(() => undefined);
  useSession.getState().clear();
  window.location.assign(LOGIN_PATH);
}

export function ShellApp({ remotes }: { remotes: RemotesManifest }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const { application, pageKey } = getAppConfig();
  usePageTitle(getBrand(pageKey).name, pathname);
  const [phase, setPhase] = useState<Phase>(token ? 'loading' : 'signed-out');
  const [modules, setModules] = useState<ModulePlacement[]>([]);
  const [wrongBrand, setWrongBrand] = useState<WrongBrand | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const notifications = useSystemNotifications(phase === 'ready' && token !== null);
  const publicPage = publicPageOf(pathname, application);

  // The token leaves when the session expires or the user logs out.
  useEffect(() => {
    if (!token) setPhase('signed-out');
  }, [token]);

  useEffect(() => {
    if (!useSession.getState().token) return;
    let cancelled = false;
    loadUserModules()
      .then(({ me, modules: mine, wrongBrand: elsewhere }) => {
        if (cancelled) return;
        useSession.getState().setUser(me);
        setModules(mine);
        setWrongBrand(elsewhere);
        setPhase('ready');
      })
      .catch(() => {
        // A 401 has already cleared the token (the api client handles expiry).
        if (!cancelled && useSession.getState().token) setPhase('failed');
      });
    return () => {
      cancelled = true;
    };
    // The modules of a page load are fixed: a new sign-in loads the page afresh.
  }, []);

  // Signed-out visitors of the wallet and partner sites are sent to the login page.
  useEffect(() => {
    if (phase === 'signed-out' && !isAccountPath(pathname) && publicPage === null && application !== 'support') {
      navigate(`${LOGIN_PATH}?returnUrl=${encodeURIComponent(pathname + window.location.search)}`);
    }
    // Read the live token: after an expiry the phase lags one render behind it.
    const signedIn = phase === 'ready' && useSession.getState().token !== null;
    if (signedIn && /^\/Account\/Login$/i.test(pathname)) navigate('/');
    if (signedIn && pathname.toLowerCase() === ACCOUNT_LOGOUT_PATH.toLowerCase()) void logout();
  }, [phase, pathname, application, publicPage]);

  useEffect(() => {
    if (phase === 'ready') registerModules(modules, remotes);
  }, [phase, modules, remotes]);

  const signedOut = !token;
  let page: ReactElement | null = null;
  if (publicPage !== null) {
    page = (
      <Suspense fallback={<Loading />}>
        <PublicPage kind={publicPage} />
      </Suspense>
    );
  } else if (signedOut) {
    if (pathname.toLowerCase() === SESSION_EXPIRED_PATH.toLowerCase()) page = <SessionExpiredPage />;
    else if (pathname.toLowerCase() === ACCOUNT_LOGOUT_PATH.toLowerCase()) page = <LoggedOutPage />;
    else if (application === 'support') page = <SignInInPlace />;
    else page = <LoginPage />;
  } else if (phase === 'loading') {
    page = <Loading />;
  } else if (phase === 'failed') {
    page = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('startFailed')}</Alert.Title>
      </Alert.Root>
    );
  } else if (wrongBrand !== null) {
    page = <WrongBrandPage target={wrongBrand} />;
  } else if (!isAccountPath(pathname) && !modules.some((m) => matchesRoute(m.routes, pathname))) {
    page = <NotFound />;
  }

  return (
    // Parcels float over the page's lower corners (the cart button): room below
    // the footer lets the page's last lines be scrolled out from under them.
    <Flex direction="column" minH="100vh" pb={!signedOut && modules.some((m) => m.parcel) ? '24' : undefined} data-testid="shell-page">
      <Link
        href="#kk-main"
        position="absolute"
        left="-10000px"
        top="0"
        _focus={{ left: '4', top: '4', zIndex: 'max', bg: 'white', color: 'black', px: '4', py: '2', borderRadius: 'md' }}
      >
        {t('skipToContent')}
      </Link>
      <CookieBar />
      <Header navItems={signedOut ? [] : navItemsFor(modules)} pathname={pathname} onLogout={() => void logout()} notifications={signedOut ? null : notifications} />
      <SystemNotices place="banner" state={notifications} />
      <Box as="main" id="kk-main" tabIndex={-1} flex="1" px={{ base: 4, md: 8 }} py="6" w="full" maxW="6xl" mx="auto">
        {pathname === '/' && <SystemNotices place="frontpage" state={notifications} />}
        {page}
        {/* Slots stay in the DOM once registered: single-spa owns what is inside them. */}
        <Box hidden={signedOut}>
          {modules.filter((m) => m.routes.length > 0).map((m) => (
            <div key={m.remote} id={slotId(m.remote, 'app')} data-remote={m.remote} />
          ))}
        </Box>
      </Box>
      {modules.filter((m) => m.parcel).map((m) => (
        <div key={m.remote} id={slotId(m.remote, 'parcel')} data-remote-parcel={m.remote} hidden={signedOut} />
      ))}
      <Footer onOpenHelp={() => setHelpOpen(true)} />
      {helpOpen && (
        <Suspense fallback={null}>
          <HelpExplorer onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      <FeedbackHost />
    </Flex>
  );
}
