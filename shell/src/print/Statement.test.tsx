import { render, screen } from '@testing-library/react';
import { statementPrintData, type StatementModel } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerPrintTexts } from './printTexts';
import { Statement } from './templates/Statement';

beforeEach(async () => {
  await setUpPage({ pageKey: 'skolepenge' }, registerPrintTexts);
});

const model: StatementModel = {
  walletName: 'Emma Jensen',
  from: '2026-03-01',
  to: '2026-03-31',
  rows: [{ date: '10.03.2026', time: '12:30', type: 'Kantinekøb', description: 'Kantinekøb', place: 'Solbakke Skole', amountOre: -3_500, status: 'Gennemført' }],
  totalOre: -3_500,
};

describe('the transactions statement template', () => {
  it('prints every row with the headings the remote sent and the total', () => {
    render(<KkProvider><Statement data={statementPrintData(model, 'Kontoudtog – Emma Jensen', { period: '01.03.2026 – 31.03.2026', place: 'Sted', total: 'Bevægelser i alt' })} /></KkProvider>);
    expect(screen.getByRole('heading', { name: 'Kontoudtog – Emma Jensen' })).toBeInTheDocument();
    expect(screen.getByText('01.03.2026 – 31.03.2026')).toBeInTheDocument();
    const rows = screen.getByTestId('statement-rows');
    expect(rows).toHaveTextContent('Sted');
    // A heading the remote did not send falls back to the print texts.
    expect(rows).toHaveTextContent('Beskrivelse');
    expect(rows).toHaveTextContent(/10\.03\.2026.*12:30.*Solbakke Skole.*[-−]35,00\skr\./);
    expect(screen.getByTestId('statement-total')).toHaveTextContent(/Bevægelser i alt: [-−]35,00\skr\./);
  });
});
