import { render, screen } from '@testing-library/react';
import { receiptFromTransaction, receiptFromWallet, receiptPrintData } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { PrintPage } from './PrintPage';
import { registerPrintTexts } from './printTexts';
import { Receipt } from './templates/Receipt';

beforeEach(async () => {
  await setUpPage({ application: 'partner', pageKey: 'kkpay' }, registerPrintTexts);
});

describe('the receipt template', () => {
  it('prints a transaction with its products and an exact total', () => {
    const data = receiptPrintData(receiptFromTransaction({
      ID: '6f1c2a4e-0000-4000-8000-000000000001',
      Description: 'Webshop køb',
      CreatedDate: '2025-03-03T11:15:00Z',
      Wallet: { ID: 'w', Name: 'Freja Nielsen' },
      Customer: { ID: 'c', Name: 'Kildevang Skole' },
      Products: [{ Name: 'Sandwich', Quantity: 2, Price: 32.5 }, { Name: 'Juice', Quantity: 1, Price: 12 }],
    }), 'Kvittering');
    render(<KkProvider><Receipt data={data} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Kvittering' })).toBeInTheDocument();
    expect(screen.getByText('Freja Nielsen')).toBeInTheDocument();
    expect(screen.getByText('Webshop køb')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-products')).toHaveTextContent('Sandwich');
    expect(screen.getByTestId('receipt-total')).toHaveTextContent(/I alt: 77,00\skr\./);
    expect(screen.getByText(/Udskrevet fra KK Pay, CVR-nr\. 40117325/)).toBeInTheDocument();
  });

  it("prints a wallet's balance statement", () => {
    const data = receiptPrintData(receiptFromWallet(
      { WalletID: '6f1c2a4e-0000-4000-8000-000000000002', Name: 'Emma Jensen', Balance: 250, Customer: { ID: '6f1c2a4e-0000-4000-8000-000000000003', Name: 'Solbakke Skole', PageKey: 'skolepenge' }, WalletGroupID: null, IsBlocked: false },
      new Date('2025-03-03T11:15:00Z'),
    ), 'Saldoudskrift');
    render(<KkProvider><Receipt data={data} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Saldoudskrift' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-balance')).toHaveTextContent(/Saldo: 250,00\skr\./);
    expect(screen.getByText('Nej')).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-products')).not.toBeInTheDocument();
  });
});

describe('the print page', () => {
  it('shows the print error when it has no opener to get data from', async () => {
    render(<KkProvider><PrintPage job="j-1" /></KkProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Udskriften kunne ikke forberedes');
  });
});
