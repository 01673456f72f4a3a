import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, setAppConfig } from '@kk/platform';
import { toastStore } from '../feedback/toasts';
import { KkProvider } from '../provider';
import { registerUiTexts } from '../translations';
import { ContextMenu } from './ContextMenu';
import { CopyContextMenu } from './CopyContextMenu';
import { TOP_SCROLLBAR_HEIGHT, TopScrollbar } from './TopScrollbar';

beforeEach(async () => {
  toastStore.set([]);
  setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '' });
  await initI18n('da');
  await i18n.changeLanguage('da');
  registerUiTexts();
});

describe('the context menu', () => {
  it('copies the text it was opened on and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<KkProvider><CopyContextMenu><p>CVR-nr. 29876410</p></CopyContextMenu></KkProvider>);
    fireEvent.contextMenu(screen.getByText('CVR-nr. 29876410'));
    const menu = screen.getByRole('menu', { name: 'Genvejsmenu' });
    const copy = screen.getByRole('menuitem', { name: 'Kopiér' });
    expect(menu).toContainElement(copy);
    expect(copy).toHaveFocus();
    await userEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith('CVR-nr. 29876410');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toastStore.get()[0]?.text.da).toBe('Kopieret til udklipsholderen.');
  });

  it('logs a console error for an item without a function (spec section 8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<KkProvider><ContextMenu label="Menu" items={[{ id: 'share', label: 'Del' }]}><p>Tekst</p></ContextMenu></KkProvider>);
    fireEvent.contextMenu(screen.getByText('Tekst'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Del' }));
    expect(error).toHaveBeenCalledWith('Context menu item "share" has no function to run');
    error.mockRestore();
  });

  it('opens from the keyboard and closes on Escape', async () => {
    render(<KkProvider><ContextMenu label="Menu" items={[{ id: 'a', label: 'A', run: () => undefined }, { id: 'b', label: 'B', run: () => undefined }]}><button type="button">Mål</button></ContextMenu></KkProvider>);
    screen.getByRole('button', { name: 'Mål' }).focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    expect(screen.getByRole('menuitem', { name: 'A' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'B' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mål' })).toHaveFocus();
  });
});

describe('the top scrollbar', () => {
  it('is 17 px high and moves the content with it', () => {
    render(<KkProvider><TopScrollbar><div style={{ width: 3000 }}>bred tabel</div></TopScrollbar></KkProvider>);
    const top = screen.getByTestId('top-scrollbar');
    expect(TOP_SCROLLBAR_HEIGHT).toBe(17);
    expect(top).toHaveAttribute('aria-hidden', 'true');
    const content = screen.getByText('bred tabel').parentElement!;
    act(() => {
      top.scrollLeft = 120;
      fireEvent.scroll(top);
    });
    expect(content.scrollLeft).toBe(120);
  });
});
