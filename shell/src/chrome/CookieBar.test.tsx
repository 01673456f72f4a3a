import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerChromeTexts } from './chromeTexts';
import { CookieBar } from './CookieBar';

async function renderBar(application: 'wallet' | 'partner', pageKey: string) {
  await setUpPage({ application, pageKey }, registerChromeTexts);
  return render(<KkProvider><CookieBar /></KkProvider>);
}

beforeEach(() => window.localStorage.clear());

describe('CookieBar', () => {
  it('stays away for 180 days once accepted, for that page key only', async () => {
    const first = await renderBar('wallet', 'kkpay');
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(screen.queryByTestId('cookie-bar')).not.toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem('kk.cookieConsent.kkpay') ?? '{}');
    expect(stored.choice).toBe('accepted');
    const days = (Date.parse(stored.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179.9);
    expect(days).toBeLessThanOrEqual(180);
    first.unmount();

    const again = await renderBar('wallet', 'kkpay');
    expect(screen.queryByTestId('cookie-bar')).not.toBeInTheDocument();
    again.unmount();
    await renderBar('wallet', 'bitten');
    expect(screen.getByTestId('cookie-bar')).toBeInTheDocument();
  });

  it('is answered once for the whole partner site, also by closing it', async () => {
    const first = await renderBar('partner', 'kkpay');
    await userEvent.click(screen.getByRole('button', { name: 'Luk' }));
    expect(JSON.parse(window.localStorage.getItem('kk.cookieConsent.partner') ?? '{}').choice).toBe('dismissed');
    first.unmount();
    await renderBar('partner', 'bitten');
    expect(screen.queryByTestId('cookie-bar')).not.toBeInTheDocument();
  });

  it('asks again when the answer is older than 180 days', async () => {
    window.localStorage.setItem('kk.cookieConsent.kkpay', JSON.stringify({ choice: 'accepted', expiresAt: new Date(Date.now() - 1000).toISOString() }));
    await renderBar('wallet', 'kkpay');
    expect(screen.getByTestId('cookie-bar')).toBeInTheDocument();
  });
});
