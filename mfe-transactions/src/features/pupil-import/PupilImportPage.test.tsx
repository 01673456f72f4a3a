import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PupilImportResponse, PupilImportRow } from '@kk/contracts';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { PupilImportPage } from './PupilImportPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const SKOLE = { ID: '11111111-1111-4111-8111-111111111111', Name: 'Solbakke Skole' };
const BAKKE = { ID: '22222222-2222-4222-8222-222222222222', Name: 'Bakkeskolen' };
const CSV = 'Navn;Klasse;Skolekort;Forælders e-mail\nAnna Holm;2A;20000001;mor@example.dk\n;13A;x;far@example\n';

const row = (over: Partial<PupilImportRow>): PupilImportRow => ({
  Row: 2, Name: 'Anna Holm', Grade: '2. A', CardNumber: '20000001', GuardianEmail: 'mor@example.dk', Outcome: 'new', Changes: [], Errors: [], ...over,
});
function answer(rows: PupilImportRow[], applied = false, invitations = 0): PupilImportResponse {
  const count = (outcome: PupilImportRow['Outcome']) => rows.filter((r) => r.Outcome === outcome).length;
  return {
    CustomerID: SKOLE.ID,
    Applied: applied,
    FileErrors: [],
    Rows: rows,
    Totals: { Rows: rows.length, New: count('new'), Unchanged: count('unchanged'), Updated: count('updated'), Errors: count('error'), Invitations: invitations },
  };
}
const withErrors = answer([
  row({}),
  row({
    Row: 3, Name: '', Grade: '13A', CardNumber: 'x', GuardianEmail: 'far@example', Outcome: 'error',
    Errors: [
      { Field: 'Name', Code: 'Missing', Message: 'The name is missing' },
      { Field: 'Grade', Code: 'Invalid', Message: 'The grade is not a grade' },
      { Field: 'CardNumber', Code: 'Invalid', Message: 'The school card number must be 8 to 20 digits' },
      { Field: 'GuardianEmail', Code: 'Invalid', Message: 'not an e-mail' },
    ],
  }),
  row({ Row: 4, Name: 'Bo Holm', CardNumber: '20000001', Outcome: 'error', Errors: [{ Field: 'CardNumber', Code: 'Duplicate', Message: 'The school card is also in row 2' }] }),
]);
const clean = answer([row({}), row({ Row: 3, Name: 'Carl Ibsen', Grade: '3. B', CardNumber: '', Outcome: 'updated', Changes: ['grade'] }), row({ Row: 4, Name: 'Dorte', Outcome: 'unchanged' })]);

function api(previewAnswer: PupilImportResponse) {
  fakeApi({
    'GET /api/Admin/Import/Customers': { Customers: [BAKKE, SKOLE] },
    'POST /api/Admin/Import/Pupils': ({ body }: { body: { Apply: boolean } }) => ({ data: body.Apply ? { ...previewAnswer, Applied: true, Totals: { ...previewAnswer.Totals, Invitations: 1 } } : previewAnswer }),
  });
}

beforeEach(() => window.history.pushState(null, '', '/Pupils/Import'));

describe('Indlæs elever', () => {
  it('previews the pasted list with every row’s outcome and errors named, and offers no import while there are errors', async () => {
    api(withErrors);
    await renderInPage(<PupilImportPage />, { roles: ['PartnerSite', 'PupilImport'] });
    expect(screen.getByRole('heading', { name: 'Indlæs elever', level: 1 })).toBeInTheDocument();
    const school = await screen.findByLabelText('Skole');
    expect(within(school).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bakkeskolen', 'Solbakke Skole']);
    fireEvent.change(school, { target: { value: SKOLE.ID } });
    fireEvent.change(screen.getByLabelText('Eller indsæt klasselisten her'), { target: { value: CSV } });
    expect(screen.getByRole('button', { name: 'Indlæs' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Vis forhåndsvisning' }));

    const table = await screen.findByRole('table', { name: 'Forhåndsvisning: 3 rækker til Solbakke Skole' });
    expect(requestsTo('POST /api/Admin/Import/Pupils').map((r) => r.body)).toEqual([{ CustomerID: SKOLE.ID, Csv: CSV, Apply: false }]);
    expect(within(table).getAllByRole('columnheader').slice(0, 7).map((header) => header.textContent)).toEqual(['Række', 'Navn', 'Klasse', 'Skolekort', 'Forælders e-mail', 'Resultat', 'Fejl']);
    const rows = screen.getAllByTestId('pupil-import-row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('3');
    expect(within(rows[1]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Navn mangler',
      'Klasse er ugyldig: et tal fra -1 til 12 og et bogstav, fx 2. A eller 2A',
      'Skolekort er ugyldig',
      'Forælders e-mail er ugyldig',
    ]);
    expect(within(rows[2]!).getByRole('listitem')).toHaveTextContent('Skolekort står også i række 2');
    expect(screen.getByTestId('pupil-import-totals')).toHaveTextContent('3 rækker: 1 nye, 0 opdateres, 0 uændrede, 2 med fejl.');
    expect(screen.getByRole('button', { name: 'Indlæs' })).toBeDisabled();
  });

  it('imports a clean preview and says what was done; a changed text needs a new preview', async () => {
    api(clean);
    await renderInPage(<PupilImportPage />, { roles: ['PartnerSite', 'PupilImport'] });
    fireEvent.change(await screen.findByLabelText('Eller indsæt klasselisten her'), { target: { value: CSV } });
    fireEvent.click(screen.getByRole('button', { name: 'Vis forhåndsvisning' }));
    await screen.findByTestId('pupil-import-table');
    expect(screen.getAllByTestId('pupil-import-row').map((r) => r.getAttribute('data-outcome'))).toEqual(['new', 'updated', 'unchanged']);
    expect(screen.getByText('Opdateres: klasse')).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Indlæs' });
    expect(apply).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Eller indsæt klasselisten her'), { target: { value: `${CSV}Ny;1A;;ny@example.dk\n` } });
    expect(screen.getByRole('button', { name: 'Indlæs' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Eller indsæt klasselisten her'), { target: { value: CSV } });
    expect(screen.getByRole('button', { name: 'Indlæs' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Indlæs' }));
    const result = await screen.findByTestId('pupil-import-result');
    expect(result).toHaveAttribute('role', 'status');
    expect(result).toHaveTextContent('Indlæst til Bakkeskolen: 1 nye elever, 1 opdateret, 1 uændrede. 1 invitationer sendt.');
    expect(requestsTo('POST /api/Admin/Import/Pupils').at(-1)!.body).toEqual({ CustomerID: BAKKE.ID, Csv: CSV, Apply: true });
  });

  it('reads a chosen file', async () => {
    api(clean);
    await renderInPage(<PupilImportPage />, { roles: ['PartnerSite', 'PupilImport'] });
    const input = await screen.findByLabelText('Vælg CSV-fil');
    const file = new File([`\uFEFF${CSV}`], 'klasse.csv', { type: 'text/csv' });
    if (typeof file.text !== 'function') Object.defineProperty(file, 'text', { value: () => Promise.resolve(`\uFEFF${CSV}`) });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByLabelText('Eller indsæt klasselisten her')).toHaveValue(`\uFEFF${CSV}`));
  });

  it('says the limits before a file is chosen, and refuses a file above them without reading or sending it', async () => {
    api(clean);
    await renderInPage(<PupilImportPage />, { roles: ['PartnerSite', 'PupilImport'] });
    const input = await screen.findByLabelText('Vælg CSV-fil');
    expect(input).toHaveAccessibleDescription('Højst 20.000 elever og 6 MB pr. fil.');
    const file = new File(['x'], 'stor.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: 6 * 1024 * 1024 + 1 });
    const read = jest.fn(() => Promise.resolve('x'));
    Object.defineProperty(file, 'text', { value: read });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Filen er større end 6 MB. Del klasselisten i flere filer.');
    expect(read).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Eller indsæt klasselisten her')).toHaveValue('');
  });

  it('speaks English', async () => {
    api(withErrors);
    await renderInPage(<PupilImportPage />, { roles: ['PartnerSite', 'PupilImport'], culture: 'en' });
    expect(screen.getByRole('heading', { name: 'Import pupils', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('At most 20,000 pupils and 6 MB per file.')).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Or paste the class list here'), { target: { value: CSV } });
    fireEvent.click(screen.getByRole('button', { name: 'Show preview' }));
    await screen.findByRole('table', { name: 'Preview: 3 rows for Bakkeskolen' });
    expect(screen.getByText('Name is missing')).toBeInTheDocument();
    expect(screen.getByText('School card is also in row 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
