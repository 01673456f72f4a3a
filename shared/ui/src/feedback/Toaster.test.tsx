import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeServerError } from '@kk/domain';
import { i18n, initI18n, setAppConfig, usePageSettings } from '@kk/platform';
import { KkProvider } from '../provider';
import { registerUiTexts } from '../translations';
import { Toaster } from './Toaster';
import { dismissNotices, notify, toastStore } from './toasts';

async function renderToaster(culture: 'da' | 'en' = 'da') {
  setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture, paymentApiBase: '' });
  await initI18n(culture);
  await i18n.changeLanguage(culture);
  registerUiTexts();
  render(<KkProvider><Toaster /></KkProvider>);
}

beforeEach(() => {
  toastStore.set([]);
  usePageSettings.getState().setSettings([]);
});

describe('the error toast', () => {
  it('shows title Fejl, the catalogue text, and the server details behind Show details', async () => {
    await renderToaster('da');
    act(() => void notify.error(describeServerError({ StatusCode: 400, message: 'DailyBalance', reason: 'Grænse 50 kr.' })));
    const toast = await screen.findByTestId('toast-error');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(within(toast).getByText('Fejl')).toBeInTheDocument();
    expect(within(toast).getByText('Det disponible beløb er for lavt til dette køb.')).toBeInTheDocument();
    const details = within(toast).getByTestId('toast-details');
    expect(details).not.toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Vis detaljer' }));
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('DailyBalance');
    expect(details).toHaveTextContent('Grænse 50 kr.');
    expect(details).toHaveTextContent('Statuskode: 6');
    await userEvent.click(within(toast).getByRole('button', { name: 'Luk besked' }));
    expect(screen.queryByTestId('toast-error')).not.toBeInTheDocument();
  });

  it('sits top right in a live region and speaks English on the English site', async () => {
    await renderToaster('en');
    act(() => void notify.error(describeServerError({ message: 'NoFund' })));
    const region = screen.getByTestId('toaster');
    expect(region).toHaveAttribute('data-placement', 'top-end');
    expect(region.querySelector('[aria-live="assertive"]')).not.toBeNull();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('There is not enough money on the card.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show details' })).toBeInTheDocument();
  });

  it('moves bottom left and stays about 1000 s with explicit accessibility', async () => {
    usePageSettings.getState().setSettings([{ Key: 'ExplicitAccessibility', Value: 'true' }]);
    await renderToaster('da');
    act(() => void notify.error('Noget gik galt'));
    expect(screen.getByTestId('toaster')).toHaveAttribute('data-placement', 'bottom-start');
    expect(await screen.findByTestId('toast-error')).toHaveAttribute('data-duration', '1000000');
  });

  it('hides itself after 10 s, but not while the pointer rests on it', async () => {
    jest.useFakeTimers();
    try {
      await renderToaster('da');
      act(() => void notify.success());
      const toast = screen.getByTestId('toast-success');
      expect(toast).toHaveTextContent('Udført');
      expect(toast).toHaveTextContent('Handlingen er gennemført.');
      act(() => toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
      act(() => void jest.advanceTimersByTime(20_000));
      expect(screen.getByTestId('toast-success')).toBeInTheDocument();
      act(() => toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
      act(() => void jest.advanceTimersByTime(9_900));
      expect(screen.getByTestId('toast-success')).toBeInTheDocument();
      act(() => void jest.advanceTimersByTime(200));
      expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts success notices bottom right, away from the header, and errors below the header', async () => {
    await renderToaster('da');
    act(() => void notify.success());
    act(() => void notify.error('Noget gik galt'));
    const notices = screen.getByTestId('toaster-notices');
    expect(notices).toHaveAttribute('data-placement', 'bottom-end');
    expect(within(notices).getByTestId('toast-success')).toBeInTheDocument();
    expect(within(notices).queryByTestId('toast-error')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('toaster')).getByTestId('toast-error')).toBeInTheDocument();
  });

  it('clears success notices, not errors, when asked (a new dialog opens)', async () => {
    await renderToaster('da');
    act(() => void notify.success());
    act(() => void notify.error('Noget gik galt'));
    act(() => dismissNotices());
    expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast-error')).toBeInTheDocument();
  });
});
