import { render, screen } from '@testing-library/react';
import type { WalletInOnboarding } from '@kk/contracts';
import { initI18n, setAppConfig } from '@kk/platform';
import { KkProvider, registerUiTexts } from '@kk/ui';
import { WalletCard } from './WalletCard';
import { registerWalletTexts, walletTexts } from './translations';
import { translationGaps } from '@kk/platform';

const wallet: WalletInOnboarding = {
  WalletID: '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a01',
  Name: 'Emma Jensen',
  Balance: 250,
  WalletGroupID: null,
  PictureUrl: null,
  CreditCards: [],
  WalletCards: [],
  AutomaticRefill: { Enabled: false, RefillAmount: 0, BelowAmount: 0 },
  MonthlyRefill: { Amount: 0, BalanceLimit: 0, IsActive: false, HasBalanceLimit: false },
  TotalMaximumAmount: null,
  AllowQuickSalePayment: false,
  AllowSelfOrdering: false,
  Customers: [],
  Terms: [],
};

async function renderCard(culture: 'da' | 'en', balanceOre: number) {
  setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture, paymentApiBase: '' });
  const i18n = await import('@kk/platform').then((m) => m.i18n);
  await initI18n(culture);
  await i18n.changeLanguage(culture);
  registerUiTexts();
  registerWalletTexts();
  return render(
    <KkProvider>
      <WalletCard wallet={{ ...wallet, Customers: [{ ID: wallet.WalletID, Name: 'Solbakke Skole', PageKey: 'skolepenge', Webshop: true, FoodPlan: true, CustomerType: { Name: 'school' }, SaleLocations: [], HasCreditCard: false, FoodPlanToday: [] }] }} balanceOre={balanceOre} />
    </KkProvider>,
  );
}

describe('WalletCard', () => {
  it('shows the name, school, initials and the balance in Danish format', async () => {
    await renderCard('da', 8750);
    expect(screen.getByRole('heading', { name: 'Emma Jensen' })).toBeInTheDocument();
    expect(screen.getByText('Solbakke Skole')).toBeInTheDocument();
    expect(screen.getByText('EJ')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance').textContent?.replace(/\s/g, ' ')).toBe('87,50 kr.');
    expect(screen.getByText('Saldo')).toBeInTheDocument();
  });

  it('shows the balance in the English format', async () => {
    await renderCard('en', 25000);
    expect(screen.getByTestId('wallet-balance').textContent?.replace(/\s/g, ' ')).toBe('DKK 250.00');
    expect(screen.getByText('Balance')).toBeInTheDocument();
  });

  it('has every text in both languages', () => {
    expect(translationGaps(walletTexts)).toEqual([]);
  });
});
