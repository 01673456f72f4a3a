import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SchoolYearLeaver, SchoolYearPreviewRow, SchoolYearRollover } from '@kk/contracts';
import { fakeApi, freezeClock, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { TransactionsApp } from '../../app/TransactionsApp';
import { id } from '../../test-support/fixtures';
import { renderInPage, settled } from '../../test-support/render';
import { BAKKE, NOW, REPORT_CUSTOMERS, SKOLE } from '../../test-support/reports';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const PREVIEW = 'POST /api/Admin/SchoolYear/Preview';
const SCHEDULE = 'POST /api/Admin/SchoolYear/Schedule';
const LIST = 'GET /api/Admin/SchoolYear/List';
const ROLLOVER = id(8801);
const CANCEL = `POST /api/Admin/SchoolYear/Cancel/${ROLLOVER}`;
const RUN = id(8802);
const LEAVERS = `GET /api/Admin/SchoolYear/Leavers/${RUN}`;

const spaced = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');
const row = (n: number, Name: string, Grade: string | null, Outcome: SchoolYearPreviewRow['Outcome'], more: Partial<SchoolYearPreviewRow> = {}): SchoolYearPreviewRow => ({
  WalletID: id(8700 + n), Name, Grade, Outcome, NextGrade: null, Balance: 0, HasPrimaryCard: false, SiblingWalletID: null, ...more,
});
const preview = [
  row(1, 'Ida Holm', '5.A', 'moves', { NextGrade: '6.A', Balance: 40 }),
  row(2, 'Aske Holm', '2.B', 'moves', { NextGrade: '3.B' }),
  row(3, 'Carl Berg', '9.A', 'leaver', { Balance: 75, HasPrimaryCard: false }),
  row(4, 'Anna Holm', '9.A', 'leaver', { Balance: 120.5, HasPrimaryCard: true, SiblingWalletID: id(8701) }),
  row(5, 'Bo Dahl', '9.B', 'leaver', { Balance: 1234, HasPrimaryCard: true }),
  row(6, 'Lærerværelset', 'Personale', 'stays', { Balance: 10 }),
];
const rollover = (more: Partial<SchoolYearRollover> = {}): SchoolYearRollover => ({
  ID: ROLLOVER, CustomerID: SKOLE.ID, RunOn: '2026-08-01', LastGrade: 9, Status: 'scheduled', CreatedAt: '2026-03-10T09:00:00.000Z', DoneAt: null, Result: null, ...more,
});
const done = rollover({
  ID: RUN, RunOn: '2025-08-01', Status: 'done', CreatedAt: '2025-06-02T08:00:00.000Z', DoneAt: '2025-07-31T22:05:00.000Z',
  Result: { Moved: 410, Leavers: 3, Stayed: 12, MovedToSibling: 120.5, PaybackToCard: 1300, Left: 75 },
});
const leaver = (n: number, Name: string, Payback: SchoolYearLeaver['Payback'], PaybackStatus: SchoolYearLeaver['PaybackStatus'], PaybackFailure: string | null = null): SchoolYearLeaver => ({
  WalletID: id(8900 + n), Name, GradeBefore: '9.A', Balance: 50 * n, Payback, PaybackStatus, PaybackFailure, SiblingWalletID: Payback === 'sibling' ? id(8950) : null,
});

function api(more: Record<string, unknown> = {}) {
  fakeApi({ 'GET /api/Reports/Customers': REPORT_CUSTOMERS, [LIST]: [], [PREVIEW]: preview, ...more });
}

/** The app's /SchoolYear in the support tool: the page with the money-out pages' customer picker. */
async function render(culture: 'da' | 'en' = 'da') {
  await renderInPage(<TransactionsApp />, { application: 'support', roles: ['SupportTool'], culture });
  await screen.findByRole('heading', { level: 1 });
  await settled();
}

async function pickSkole() {
  fireEvent.change(screen.getByLabelText(/^(Kunde|Customer)$/), { target: { value: SKOLE.ID } });
  await waitFor(() => expect(requestsTo(LIST).at(-1)!.params).toEqual({ customerID: SKOLE.ID }));
  await settled();
}

async function showPreview(name = 'Vis forløb') {
  fireEvent.click(screen.getByRole('button', { name }));
  await screen.findByTestId('school-year-counts');
}

beforeEach(() => {
  window.history.pushState(null, '', '/SchoolYear');
  freezeClock(NOW);
});
afterEach(() => jest.useRealTimers());

describe('the new school year', () => {
  it('picks among the schools, not the municipality, and explains what happens', async () => {
    api();
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Nyt skoleår' })).toBeInTheDocument();
    expect(screen.getByTestId('school-year-rules')).toHaveTextContent('Specialklasser og medarbejderklasser bliver, som de er.');
    const picker = screen.getByLabelText('Kunde');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([BAKKE.Name, SKOLE.Name]);
    expect(requestsTo(LIST)[0]!.params).toEqual({ customerID: BAKKE.ID });
    expect(screen.getByTestId('school-year-no-rollovers')).toHaveTextContent('Kunden har ingen skoleår endnu.');
    expect(screen.getByLabelText('Sidste klassetrin')).toHaveValue('9');
    expect(screen.getByLabelText('Dato for det nye skoleår')).toHaveValue('');
  });

  it('previews: the counts, the leavers with where each balance goes, and the movers behind "Vis alle"', async () => {
    api();
    await render();
    await pickSkole();
    expect(screen.getByRole('button', { name: 'Planlæg' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Sidste klassetrin'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Sidste klassetrin'), { target: { value: '9' } });
    await showPreview();
    expect(requestsTo(PREVIEW)[0]!.body).toEqual({ CustomerID: SKOLE.ID, LastGrade: 9 });
    const counts = screen.getByTestId('school-year-counts');
    expect(counts).toHaveAttribute('role', 'status');
    expect(counts).toHaveTextContent('2 elever rykker op, 3 elever går ud og 1 bliver, hvor de er.');
    const leavers = screen.getByRole('table', { name: 'Elever der går ud (3)' });
    const rows = within(leavers).getAllByRole('row').slice(1).map(spaced);
    expect(rows).toEqual([
      'Anna Holm9.A120,50 kr.Flyttes til en søskendes tegnebog',
      'Carl Berg9.A75,00 kr.Bliver på den lukkede tegnebog',
      'Bo Dahl9.B1.234,00 kr.Betales tilbage til værgens primære kort',
    ]);
    expect(screen.queryByRole('table', { name: 'Elever der rykker op (2)' })).toBeNull();
    const movers = screen.getByTestId('school-year-movers');
    const showAll = within(movers).getByRole('button', { name: 'Vis alle' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(showAll);
    expect(showAll).toHaveAttribute('aria-expanded', 'true');
    const moving = screen.getByRole('table', { name: 'Elever der rykker op (2)' });
    expect(within(moving).getAllByRole('row').slice(1).map(spaced)).toEqual(['Aske Holm2.B3.B', 'Ida Holm5.A6.A']);
    // Still without a date: nothing to schedule yet.
    expect(screen.getByRole('button', { name: 'Planlæg' })).toBeDisabled();
  });

  it('schedules after the confirmation with the date and last grade, refreshes the list and gives the focus back', async () => {
    let scheduled = false;
    api({
      [LIST]: () => ({ data: scheduled ? [rollover()] : [] }),
      [SCHEDULE]: (request: FakeRequest) => {
        scheduled = true;
        return { data: rollover({ RunOn: (request.body as { RunOn: string }).RunOn }) };
      },
    });
    await render();
    await pickSkole();
    await showPreview();
    fireEvent.change(screen.getByLabelText('Dato for det nye skoleår'), { target: { value: '2026-03-09' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Vælg en dato fra i dag og frem.');
    expect(screen.getByRole('button', { name: 'Planlæg' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Dato for det nye skoleår'), { target: { value: '2026-08-01' } });
    const scheduleButton = screen.getByRole('button', { name: 'Planlæg' });
    expect(scheduleButton).toBeEnabled();

    // "Fortryd" sends nothing and gives the focus back to the button.
    fireEvent.click(scheduleButton);
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Planlæg nyt skoleår?' })).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(SCHEDULE)).toHaveLength(0);
    expect(document.activeElement).toBe(scheduleButton);

    fireEvent.click(scheduleButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Planlæg nyt skoleår?' });
    expect(dialog).toHaveTextContent('Solbakke Skole får nyt skoleår den 01.08.2026: 2 elever rykker op, 3 elever går ud.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, planlæg' }));
    await waitFor(() => expect(screen.getByTestId('school-year-outcome')).toHaveTextContent('Nyt skoleår planlagt den 01.08.2026.'));
    expect(requestsTo(SCHEDULE)[0]!.body).toEqual({ CustomerID: SKOLE.ID, RunOn: '2026-08-01', LastGrade: 9 });
    const list = await screen.findByRole('table', { name: 'Skoleår for Solbakke Skole, nyeste først' });
    expect(spaced(within(list).getByTestId('school-year-rollover'))).toBe('01.08.20269Planlagt10. mar. 2026, 10.00–––––––Annullér');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Planlæg' })));
  });

  it('says what to do when the customer has a school year scheduled already (409)', async () => {
    api({ [SCHEDULE]: () => ({ status: 409, data: { StatusCode: 409, message: 'Conflict', reason: 'The customer has a school year scheduled already; cancel it first' } }) });
    await render();
    await pickSkole();
    await showPreview();
    fireEvent.change(screen.getByLabelText('Dato for det nye skoleår'), { target: { value: '2026-08-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Planlæg' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, planlæg' }));
    const outcome = screen.getByTestId('school-year-outcome');
    await waitFor(() => expect(outcome).toHaveTextContent('Kunden har allerede et planlagt skoleår. Annullér det planlagte først, og planlæg så igen.'));
    expect(outcome).toHaveAttribute('role', 'status');
  });

  it('cancels the scheduled one after the confirmation, and says when it had run or gone already', async () => {
    let cancelled = false;
    api({
      [LIST]: () => ({ data: [rollover({ Status: cancelled ? 'cancelled' : 'scheduled' }), done] }),
      [CANCEL]: () => {
        cancelled = true;
        return { status: 204, data: null };
      },
    });
    await render();
    await pickSkole();
    const list = screen.getByRole('table', { name: 'Skoleår for Solbakke Skole, nyeste først' });
    expect(within(list).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['01.08.2026', '01.08.2025']);
    const cancel = within(list).getByRole('button', { name: 'Annullér skoleåret den 01.08.2026' });
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'Annullér skoleåret?' });
    expect(dialog).toHaveTextContent('Det nye skoleår den 01.08.2026 bliver ikke kørt.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, annullér' }));
    await waitFor(() => expect(screen.getByTestId('school-year-list-outcome')).toHaveTextContent('✓ Skoleåret den 01.08.2026 er annulleret.'));
    expect(requestsTo(CANCEL)).toHaveLength(1);
    await waitFor(() => expect(within(screen.getAllByTestId('school-year-rollover')[0]!).getByText('Annulleret')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Annullér/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Kundens skoleår' }));

  });

  it('says so when the school year had run or been cancelled meanwhile (404)', async () => {
    api({ [LIST]: [rollover()], [CANCEL]: () => ({ status: 404, data: { StatusCode: 404, message: 'NotFound', reason: 'No scheduled school year by that id' } }) });
    await render();
    await pickSkole();
    fireEvent.click(screen.getByRole('button', { name: 'Annullér skoleåret den 01.08.2026' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, annullér' }));
    await waitFor(() => expect(screen.getByTestId('school-year-list-outcome')).toHaveTextContent('⚠ Skoleåret den 01.08.2026 er allerede kørt eller annulleret.'));
    await waitFor(() => expect(requestsTo(LIST)).toHaveLength(3));
  });

  it('keeps the focus on "Annullér" when the confirmation is put away', async () => {
    api({ [LIST]: [rollover()] });
    await render();
    await pickSkole();
    const cancel = screen.getByRole('button', { name: 'Annullér skoleåret den 01.08.2026' });
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo(CANCEL)).toHaveLength(0);
    expect(document.activeElement).toBe(cancel);
  });

  it('shows a run’s figures in kroner and its leavers with their pay-backs in words', async () => {
    api({
      [LIST]: [done],
      [LEAVERS]: [
        leaver(1, 'Anna Holm', 'sibling', null),
        leaver(2, 'Bo Dahl', 'card', 'pending'),
        leaver(3, 'Dorte Lund', 'card', 'paid'),
        leaver(4, 'Emil Krog', 'card', 'failed', 'Card expired'),
        leaver(5, 'Carl Berg', 'none', null),
      ],
    });
    await render();
    await pickSkole();
    const run = screen.getByTestId('school-year-rollover');
    expect(spaced(run)).toBe('01.08.20259Gennemført2. jun. 2025, 10.001. aug. 2025, 00.05410312120,50 kr.1.300,00 kr.75,00 kr.Vis udskrevne elever');
    const show = within(run).getByRole('button', { name: 'Vis udskrevne elever, skoleåret den 01.08.2025' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(show);
    const table = await screen.findByRole('table', { name: 'Udskrevne elever, skoleåret den 01.08.2025' });
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(show).toHaveAttribute('aria-controls', screen.getByTestId('school-year-leavers').id);
    expect(requestsTo(LEAVERS)).toHaveLength(1);
    expect(within(table).getAllByTestId('school-year-leaver').map(spaced)).toEqual([
      'Anna Holm9.A50,00 kr.Flyttet til en søskende–',
      'Bo Dahl9.A100,00 kr.Til værgens primære kortVenter på kortudbyderen',
      'Dorte Lund9.A150,00 kr.Til værgens primære kortBetalt tilbage',
      'Emil Krog9.A200,00 kr.Til værgens primære kortAfvist: Card expired',
      'Carl Berg9.A250,00 kr.Blev på den lukkede tegnebog–',
    ]);
    fireEvent.click(within(run).getByRole('button', { name: /^Skjul udskrevne elever/ }));
    expect(screen.queryByTestId('school-year-leavers')).toBeNull();
  });

  it('speaks English', async () => {
    api({ [LIST]: [done], [LEAVERS]: [leaver(1, 'Bo Dahl', 'card', 'pending'), leaver(2, 'Emil Krog', 'card', 'failed', 'Card expired')] });
    await render('en');
    expect(screen.getByRole('heading', { level: 1, name: 'New school year' })).toBeInTheDocument();
    await pickSkole();
    expect(screen.getByLabelText('Last grade')).toHaveValue('9');
    expect(screen.getByLabelText('Date of the new school year')).toBeInTheDocument();
    await showPreview('Preview');
    expect(screen.getByTestId('school-year-counts')).toHaveTextContent('2 pupils move up, 3 pupils leave and 1 stays as they are.');
    const leavers = within(screen.getByRole('table', { name: 'Pupils who leave (3)' })).getAllByRole('row').slice(1).map(spaced);
    expect(leavers[0]).toBe('Anna Holm9.ADKK 120.50Moves to a sibling’s wallet');
    const run = screen.getByTestId('school-year-rollover');
    expect(run).toHaveTextContent('Done');
    fireEvent.click(within(run).getByRole('button', { name: 'Show leavers, the school year of 01/08/2025' }));
    const table = await screen.findByRole('table', { name: 'Leavers, the school year of 01/08/2025' });
    expect(within(table).getAllByTestId('school-year-leaver').map((cell) => cell.lastChild!.textContent)).toEqual(['Waiting for the card provider', 'Refused: Card expired']);
  });
});
