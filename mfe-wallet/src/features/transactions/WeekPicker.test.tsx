import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPage } from '../../test-support/render';
import { WeekPicker } from './WeekPicker';

// jsdom lays nothing out, so it has no scrolling; the browser's is used in the e2e.
Element.prototype.scrollIntoView = () => undefined;

describe('the week picker', () => {
  it('lists three years of 52 weeks under year headers that cannot be chosen', async () => {
    await renderInPage(<WeekPicker current={{ year: 2026, week: 10 }} value={null} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vælg uge' }));
    const list = screen.getByRole('listbox', { name: 'Uger' });
    expect(list).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(156);
    expect(list.querySelectorAll('[data-header-row]')).toHaveLength(3);
    expect(list.getAttribute('aria-activedescendant')).toBe(list.querySelector('[data-week="2026-10"]')?.id);
  });

  it('skips the headers with the arrow keys and chooses with Enter', async () => {
    const onChange = jest.fn();
    await renderInPage(<WeekPicker current={{ year: 2026, week: 1 }} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vælg uge' }));
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ kind: 'week', year: 2025, week: 52, start: '2025-12-22', end: '2025-12-28' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vælg uge' })).toHaveFocus();
  });

  it('shows the chosen week', async () => {
    await renderInPage(<WeekPicker current={{ year: 2026, week: 10 }} value={{ year: 2026, week: 12 }} onChange={() => undefined} />, { culture: 'en' });
    expect(screen.getByRole('button', { name: 'Week 12, 2026' })).toBeInTheDocument();
  });
});
