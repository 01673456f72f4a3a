import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { copenhagenLocal, defaultSearchWindow, localDateText } from '@kk/domain';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { row, rows } from '../../test-support/fixtures';
import { SearchPage } from './SearchPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const today = () => localDateText(copenhagenLocal(new Date()));
const dmy = (iso: string, sep: string) => iso.split('-').reverse().join(sep);
const answer = (list = rows(3), more: Record<string, unknown> = {}) => ({ Transactions: list, TotalCount: list.length, Sum: -126, StartDate: today(), EndDate: today(), ...more });
const noDetails = () => null;
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function submit() {
  fireEvent.click(screen.getByTestId('search-submit'));
}

describe('the search form', () => {
  it('starts on today in the active culture, and will not search until it is valid', async () => {
    fakeApi({ 'POST /api/Transaction/SearchV2': answer() });
    await renderInPage(<SearchPage renderDetails={noDetails} />);
    const start = screen.getByLabelText('Fra dato');
    expect(start).toHaveValue(dmy(today(), '.'));
    expect(screen.getByLabelText('Til dato')).toHaveValue(dmy(today(), '.'));

    fireEvent.change(start, { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Tekst'), { target: { value: 'x' } });
    fireEvent.change(screen.getByLabelText('Beløb fra (kr.)'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Beløb til (kr.)'), { target: { value: '10' } });
    submit();
    expect(await screen.findByText('Skal udfyldes.')).toBeInTheDocument();
    expect(screen.getByText('Skriv 2 til 100 tegn.')).toBeInTheDocument();
    expect(screen.getByText('»Beløb til« må ikke være mindre end »Beløb fra«.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Transaction/SearchV2')).toHaveLength(0);

    fireEvent.change(start, { target: { value: '31.02.2026' } });
    submit();
    expect(await screen.findByText('Skriv datoen som DD.MM.ÅÅÅÅ.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Transaction/SearchV2')).toHaveLength(0);
  });

  it('sends only what was filled in: dates as YYYY-MM-DD, status and types as type-5 lists', async () => {
    fakeApi({ 'POST /api/Transaction/SearchV2': answer([row({ Description: 'Kantinekøb' })], { Sum: -42 }) });
    await renderInPage(<SearchPage renderDetails={noDetails} />, { customers: [{ ID: '00000000-0000-4000-8000-00000000c001', Name: 'Solbakke Skole', PageKey: 'skolepenge' }] });
    expect(screen.getByTestId('partner-customers')).toHaveTextContent('Solbakke Skole');
    fireEvent.change(screen.getByLabelText('Fra dato'), { target: { value: '1.3.2026' } });
    fireEvent.change(screen.getByLabelText('Til dato'), { target: { value: '10.03.2026' } });
    fireEvent.change(screen.getByLabelText('Tekst'), { target: { value: ' sandwich ' } });
    fireEvent.change(screen.getByLabelText('Mobilnummer'), { target: { value: '+45 21 87 65 10' } });
    fireEvent.change(screen.getByLabelText('Beløb fra (kr.)'), { target: { value: '12,50' } });
    fireEvent.click(within(screen.getByTestId('search-status-Failed')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('search-type-Order')).getByRole('checkbox'));
    submit();

    expect(await screen.findByTestId('search-summary')).toHaveTextContent('1 transaktion (viser 1)');
    expect(screen.getByTestId('search-sum')).toHaveTextContent('Sum: −42,00 kr.');
    const [request] = requestsTo('POST /api/Transaction/SearchV2');
    // jsdom is 1024 px wide: a medium screen, increment 30, the first page twice that.
    expect(request!.body).toEqual({
      StartIndex: 0,
      Count: 60,
      Search: [
        { Name: 'StartDate', Value: '2026-03-01', SearchType: 0 },
        { Name: 'EndDate', Value: '2026-03-10', SearchType: 0 },
        { Name: 'Status', Value: '"Failed"', SearchType: 5 },
        { Name: 'MobileNumber', Value: '4521876510', SearchType: 0 },
        { Name: 'MinAmount', Value: '12.5', SearchType: 0 },
        { Name: 'Text', Value: 'sandwich', SearchType: 0 },
        { Name: 'Type', Value: '"Order"', SearchType: 5 },
      ],
    });
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(1);
  });

  it('searches every tenant in the support tool, from one month back, reading Items', async () => {
    fakeApi({ 'POST /api/Transactions/Search': { Items: rows(2), Transactions: [], TotalCount: 2, Sum: -84, StartDate: null, EndDate: null } });
    await renderInPage(<SearchPage renderDetails={noDetails} />, { application: 'support', culture: 'en' });
    const window = defaultSearchWindow('support', today());
    expect(screen.getByLabelText('From date')).toHaveValue(dmy(window.startDate, '/'));
    expect(screen.getByText('You search the transactions of every customer.')).toBeInTheDocument();
    submit();
    expect(await screen.findByText('2 transactions (showing 2)')).toBeInTheDocument();
    expect(requestsTo('POST /api/Transactions/Search')[0]!.body).toMatchObject({ Search: [{ Name: 'StartDate', Value: window.startDate, SearchType: 0 }, { Name: 'EndDate', Value: window.endDate, SearchType: 0 }] });
  });

  it('shows a search the server could not read as an empty list with its error', async () => {
    fakeApi({ 'POST /api/Transaction/SearchV2': { Transactions: rows(2), TotalCount: 0, Sum: 0, StartDate: null, EndDate: null, Error: 'Unknown search name Foo' } });
    await renderInPage(<SearchPage renderDetails={noDetails} />);
    submit();
    expect(await screen.findByTestId('search-error')).toHaveTextContent('Unknown search name Foo');
    expect(screen.queryAllByTestId('transaction-row')).toHaveLength(0);
    expect(screen.getByTestId('search-empty')).toBeInTheDocument();
  });
});

describe('virtual paging by infinite scroll', () => {
  function scrollTo(box: HTMLElement, top: number) {
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 500 });
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
    fireEvent.scroll(box);
  }

  it('loads the next increment 100 px before the bottom, after 50 ms without scrolling', async () => {
    fakeApi({
      'POST /api/Transaction/SearchV2': ({ body }: { body: { StartIndex: number; Count: number } }) => ({
        data: { Transactions: rows(Math.min(body.Count, 70 - body.StartIndex), body.StartIndex), TotalCount: 70, Sum: -2940, StartDate: null, EndDate: null },
      }),
    });
    await renderInPage(<SearchPage renderDetails={noDetails} />);
    submit();
    const box = await screen.findByTestId('search-results');
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(60);

    scrollTo(box, 1000); // 500 px from the bottom: nothing yet
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(requestsTo('POST /api/Transaction/SearchV2')).toHaveLength(1);

    scrollTo(box, 1350);
    scrollTo(box, 1420); // 80 px from the bottom
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(70));
    const calls = requestsTo('POST /api/Transaction/SearchV2');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toMatchObject({ StartIndex: 60, Count: 10 });
    expect(screen.queryByTestId('search-more')).toBeNull();
  });

  it('counts an unknown total as 100000 until a short page ends the list', async () => {
    fakeApi({
      'POST /api/Transaction/SearchV2': ({ body }: { body: { StartIndex: number; Count: number } }) => ({
        data: { Transactions: rows(body.StartIndex === 0 ? body.Count : 5, body.StartIndex), Sum: 0, StartDate: null, EndDate: null },
      }),
    });
    await renderInPage(<SearchPage renderDetails={noDetails} />);
    submit();
    expect(await screen.findByText('Viser 60 transaktioner')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('search-more'));
    await waitFor(() => expect(screen.getAllByTestId('transaction-row')).toHaveLength(65));
    expect(requestsTo('POST /api/Transaction/SearchV2')[1]!.body).toMatchObject({ StartIndex: 60, Count: 30 });
    expect(screen.queryByTestId('search-more')).toBeNull();
  });
});

describe('the result as CSV', () => {
  it('fetches the rest of the result and saves every row with the culture’s amounts', async () => {
    fakeApi({
      'POST /api/Transaction/SearchV2': ({ body }: { body: { StartIndex: number; Count: number } }) => ({
        data: { Transactions: rows(Math.min(body.Count, 65 - body.StartIndex), body.StartIndex), TotalCount: 65, Sum: -2730, StartDate: null, EndDate: null },
      }),
    });
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => undefined });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderInPage(<SearchPage renderDetails={noDetails} />);
    submit();
    fireEvent.click(await screen.findByTestId('search-csv'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const text = await readBlob(blobs[0]!);
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID;Dato;Type;Beskrivelse;Tegnebog;Kunde;Status;Beløb;Mobilnummer;Terminal;Fejl');
    expect(lines).toHaveLength(66);
    expect(lines[1]).toContain(';Kantinekøb;Køb 1;Noah Hansen;Solbakke Skole;Gennemført;-42,00;4521876510;');
    expect(requestsTo('POST /api/Transaction/SearchV2')[1]!.body).toMatchObject({ StartIndex: 60, Count: 5 });
    expect(clicked[0]!.download).toMatch(/^transaktioner-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

describe('opening a transaction', () => {
  it('hands the row to the dialog the app composes, and searches again when it changed something', async () => {
    fakeApi({ 'POST /api/Transaction/SearchV2': answer([row({ Description: 'Webshop køb' })]) });
    const opened: string[] = [];
    await renderInPage(
      <SearchPage
        renderDetails={(id, onClose) => {
          opened.push(id);
          return <button onClick={() => onClose(true)}>luk dialog</button>;
        }}
      />,
    );
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Webshop køb' }));
    fireEvent.click(screen.getByRole('button', { name: 'luk dialog' }));
    await waitFor(() => expect(requestsTo('POST /api/Transaction/SearchV2')).toHaveLength(2));
    expect(opened).toHaveLength(1);
  });
});
