import type { MeResponse, OnboardingProgress } from '@kk/contracts';
import { firstScreenReads, remoteFilesFor } from './firstScreen';
import { startupConfigInPage, type StartupConfig } from './startupConfig';

const config: StartupConfig = {
  appConfig: { application: 'wallet', paymentApiBase: '' },
  remotes: {
    remotes: {
      mfe_wallet: { entry: 'http://w/remoteEntry.js' },
      mfe_cart: { entry: 'http://c/remoteEntry.js' },
      mfe_foodplan: { entry: 'http://f/remoteEntry.js' },
      mfe_onboarding: { entry: 'http://o/remoteEntry.js' },
      mfe_meeting: { entry: 'http://m/remoteEntry.js' },
      mfe_transactions: { entry: 'http://t/remoteEntry.js' },
    },
  },
  remoteFiles: {
    mfe_wallet: { app: ['http://w/1.js', 'http://w/app.js'] },
    mfe_cart: { app: ['http://c/app.js'], parcel: ['http://c/parcel.js'] },
    mfe_foodplan: { app: ['http://f/app.js'] },
    mfe_onboarding: { parcel: ['http://o/parcel.js'] },
  },
};

const me = (roles: string[]) => ({ Roles: roles, Customers: [{ PageKey: 'skolepenge' }] }) as unknown as MeResponse;
const facts = (roles: string[], customerSettings: string[], progress?: OnboardingProgress) => ({ me: me(roles), customerSettings, pageSettings: [], progress });
const guide = (done: boolean): OnboardingProgress => ({ isCompleted: done, isSkipped: false, currentStep: 0, lastUpdate: null });

describe('the first screen', () => {
  it('reads the children only on the wallet site’s home page, the guide’s progress on all its pages', () => {
    expect(firstScreenReads('wallet', '/')).toEqual(expect.arrayContaining(['/api/Account/Me', '/api/Onboarding/GetChildren', '/api/Onboarding/Progress']));
    expect(firstScreenReads('wallet', '/Webshop/Index')).not.toContain('/api/Onboarding/GetChildren');
    expect(firstScreenReads('wallet', '/Webshop/Index')).toContain('/api/Onboarding/Progress');
    expect(firstScreenReads('support', '/')).toEqual(['/api/Account/Me', '/api/customers/customerSettings', '/api/customers/pageSettings', '/api/SystemNotifications']);
  });

  it('fetches the remotes mounted on the page, by the rule the shell registers them with', () => {
    const files = remoteFilesFor(config, facts(['FoodPlanner', 'Webshop'], ['Webshop', 'FoodPlan', 'Onboarding'], guide(false)), '/');
    // The wallet's app on home and the guide's parcel; the cart's parcel waits until the
    // cart is in use, and the food plan's page is elsewhere.
    expect(files).toEqual([
      'http://w/remoteEntry.js', 'http://w/1.js', 'http://w/app.js',
      'http://o/remoteEntry.js', 'http://o/parcel.js',
    ]);
    // On the webshop page, the cart remote's page (its parcel still waits).
    expect(remoteFilesFor(config, facts(['Webshop'], ['Webshop']), '/Webshop/Index')).toEqual(['http://c/remoteEntry.js', 'http://c/app.js']);
  });

  it('never fetches a module that is off for the user, nor the guide once it is over', () => {
    const files = remoteFilesFor(config, facts([], ['Webshop', 'FoodPlan', 'Onboarding'], guide(true)), '/');
    expect(files).toEqual(['http://w/remoteEntry.js', 'http://w/1.js', 'http://w/app.js']);
  });

  it('fetches the guide once it is over when terms are still to accept (issue 23)', () => {
    const pending: OnboardingProgress = { ...guide(true), termsPending: true };
    expect(remoteFilesFor(config, facts([], ['Onboarding'], pending), '/')).toContain('http://o/parcel.js');
  });

  it('knows what any user of the wallet site gets before the user is known: the wallet remote', () => {
    expect(remoteFilesFor(config, { me: { Roles: [] }, customerSettings: [], pageSettings: [], progress: undefined }, '/')).toEqual([
      'http://w/remoteEntry.js', 'http://w/1.js', 'http://w/app.js',
    ]);
  });

  it('still fetches the entries when the page does not name the modules’ files', () => {
    const files = remoteFilesFor({ ...config, remoteFiles: undefined }, facts(['Webshop'], ['Webshop']), '/Webshop/Index');
    expect(files).toEqual(['http://c/remoteEntry.js']);
  });

  it('reads the configuration the page carries', () => {
    document.head.innerHTML = `<script id="kk-startup" type="application/json">${JSON.stringify(config)}</script>`;
    expect(startupConfigInPage()).toEqual(config);
    document.head.innerHTML = '<script id="kk-startup" type="application/json">{not json</script>';
    expect(startupConfigInPage()).toBeNull();
    document.head.innerHTML = '';
    expect(startupConfigInPage()).toBeNull();
  });
});
