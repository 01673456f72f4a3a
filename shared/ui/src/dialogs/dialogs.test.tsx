import { createRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeServerError } from '@kk/domain';
import { i18n, initI18n, setAppConfig } from '@kk/platform';
import { KkProvider } from '../provider';
import { registerUiTexts } from '../translations';
import { DialogHost } from './DialogHost';
import { ModalDialog } from './ModalDialog';
import { confirmDialog, dialogStore, errorDialog, promptDialog, withSpinner } from './dialogStore';

beforeEach(async () => {
  dialogStore.set({ queue: [], busy: 0 });
  setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '' });
  await initI18n('da');
  await i18n.changeLanguage('da');
  registerUiTexts();
  render(<KkProvider><DialogHost /></KkProvider>);
});

describe('dialogs', () => {
  it('confirms and cancels, as an alert dialog that holds the focus', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = confirmDialog({ title: 'Annuller ordren?', message: 'Ordren kan ikke gendannes.' })));
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuller ordren?' });
    expect(dialog).toHaveTextContent('Ordren kan ikke gendannes.');
    await userEvent.click(screen.getByRole('button', { name: 'Bekræft' }));
    await expect(answer).resolves.toBe(true);

    act(() => void (answer = confirmDialog({ title: 'Igen?', message: 'Sikker?' })));
    await userEvent.click(await screen.findByRole('button', { name: 'Annuller' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('requires input in the prompt dialog', async () => {
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => void (answer = promptDialog({ title: 'Ny note', label: 'Note' })));
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByText('Udfyld feltet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Note/), 'Ringet til forælder');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe('Ringet til forælder');
  });

  it('shows the error dialog with the catalogue text and its details', async () => {
    act(() => void errorDialog({ error: describeServerError({ StatusCode: 400, message: 'WalletBlocked', reason: 'Spærret af skolen' }) }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fejl' });
    expect(dialog).toHaveTextContent('Tegnebogen er spærret.');
    await userEvent.click(screen.getByRole('button', { name: 'Vis detaljer' }));
    expect(dialog).toHaveTextContent('Spærret af skolen');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the spinner dialog while a call that asks for it runs', async () => {
    let finish: (value: string) => void = () => undefined;
    let result: Promise<string> = Promise.resolve('');
    act(() => void (result = withSpinner(new Promise<string>((resolve) => (finish = resolve)))));
    expect(await screen.findByTestId('spinner-dialog')).toHaveTextContent('Vent venligst');
    await act(async () => finish('done'));
    await expect(result).resolves.toBe('done');
    expect(screen.queryByTestId('spinner-dialog')).not.toBeInTheDocument();
  });
});

describe('the modal dialog', () => {
  // A click outside lands on the page under the backdrop, which takes no pointer events.
  const user = () => userEvent.setup({ pointerEventsCheck: 0 });

  it('closes on Escape by default', async () => {
    const onClose = jest.fn();
    render(<KkProvider><ModalDialog title="Hjælp" onClose={onClose}>Indhold</ModalDialog></KkProvider>);
    await screen.findByRole('dialog', { name: 'Hjælp' });
    await user().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside by default', async () => {
    const onClose = jest.fn();
    render(<KkProvider><button type="button">Udenfor</button><ModalDialog title="Hjælp" onClose={onClose}>Indhold</ModalDialog></KkProvider>);
    await screen.findByRole('dialog', { name: 'Hjælp' });
    // The dialog starts listening for clicks outside a moment after it opens (a timer in the
    // dismissable layer); on a busy machine that moment can come after findByRole.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user().click(screen.getByRole('button', { name: 'Udenfor', hidden: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('when not dismissible, stays open on Escape and a click outside and closes by its X button; its title and body are handed out', async () => {
    const onClose = jest.fn();
    const titleRef = createRef<HTMLHeadingElement>();
    const bodyRef = createRef<HTMLDivElement>();
    render(
      <KkProvider>
        <button type="button">Udenfor</button>
        <ModalDialog title="Guiden" onClose={onClose} dismissible={false} closeLabel="Luk guiden" titleRef={titleRef} bodyRef={bodyRef}>Trin 1</ModalDialog>
      </KkProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Guiden' });
    expect(titleRef.current).toHaveTextContent('Guiden');
    act(() => titleRef.current?.focus());
    expect(titleRef.current).toHaveFocus();
    expect(bodyRef.current).toHaveTextContent('Trin 1');
    await user().keyboard('{Escape}');
    await user().click(screen.getByRole('button', { name: 'Udenfor', hidden: true }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Luk guiden' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
