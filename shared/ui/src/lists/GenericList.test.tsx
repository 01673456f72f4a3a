import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { genericListPaths } from '@kk/contracts';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { Field, Input } from '@kk/ui';
import { renderInPage, settled } from '../test-support';
import { GenericList, type EditorProps } from './GenericList';
import { changedFields } from './HistoryDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

interface Thing {
  ID: string;
  Name: string;
}
type Draft = { name: string };
type Options = { Shops: { ID: string; Name: string }[] };

const PATHS = genericListPaths('/api/Catalogue/Thing/');
const thing = (n: number): Thing => ({ ID: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, Name: `Ting ${n}` });
const things = (from: number, count: number) => Array.from({ length: count }, (_, i) => thing(from + i));

function NameEditor({ draft, onChange, errors }: EditorProps<Thing, Draft, Options>) {
  return (
    <Field.Root invalid={errors.name !== undefined}>
      <Field.Label>Navn</Field.Label>
      <Input value={draft.name} onChange={(event) => onChange({ name: event.target.value })} />
      {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
    </Field.Root>
  );
}

function renderList(fixed: { Name: string; Value: string; SearchType: number }[] = []) {
  return renderInPage(
    <GenericList<Thing, Draft, Options>
      paths={PATHS}
      title="Ting"
      noun="ting"
      columns={[{ key: 'name', header: 'Navn', render: (item) => item.Name }]}
      searchLabel="Søg i navne"
      fixedSearch={fixed}
      emptyDraft={() => ({ name: '' })}
      toDraft={(item) => ({ name: item.Name })}
      Editor={NameEditor}
      validate={(draft): Record<string, string> => (draft.name.trim() === '' ? { name: 'Skriv et navn.' } : {})}
      toCreateBody={(draft) => ({ Name: draft.name })}
      toUpdateBody={(draft) => ({ Name: draft.name })}
      itemLabel={(item) => item.Name}
    />,
    () => undefined,
    { application: 'partner' },
  );
}

const searchAnswer = (request: FakeRequest, total: number) => {
  const body = request.body as { StartIndex: number; Count: number };
  const count = Math.max(0, Math.min(body.Count, total - body.StartIndex));
  return { data: { Items: things(body.StartIndex, count), TotalCount: total } };
};

describe('the generic list', () => {
  it('loads its options, searches the first slice, continues the search and searches again for the typed text with the fixed parameters', async () => {
    fakeApi({
      'GET /api/Catalogue/Thing/Options': { Shops: [] },
      'POST /api/Catalogue/Thing/Search': (request: FakeRequest) => searchAnswer(request, 95),
    });
    await renderList([{ Name: 'WebshopID', Value: 'w1', SearchType: 0 }]);
    // Spec section 9: the first slice is twice the increment (jsdom's 1024 px: 30).
    expect(screen.getAllByTestId('generic-list-row')).toHaveLength(60);
    expect(screen.getByText('60 af 95')).toBeInTheDocument();
    expect(requestsTo('POST /api/Catalogue/Thing/Search')[0]?.body).toEqual({ StartIndex: 0, Count: 60, Search: [{ Name: 'WebshopID', Value: 'w1', SearchType: 0 }] });

    fireEvent.click(screen.getByTestId('generic-list-more'));
    await settled();
    expect(screen.getAllByTestId('generic-list-row')).toHaveLength(90);
    expect(requestsTo('POST /api/Catalogue/Thing/Search')[1]?.body).toMatchObject({ StartIndex: 60, Count: 30 });

    fireEvent.change(screen.getByTestId('generic-list-search'), { target: { value: ' kage ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Søg' }));
    await settled();
    expect(requestsTo('POST /api/Catalogue/Thing/Search').at(-1)?.body).toEqual({
      StartIndex: 0,
      Count: 60,
      Search: [{ Name: 'WebshopID', Value: 'w1', SearchType: 0 }, { Name: 'Text', Value: 'kage', SearchType: 0 }],
    });
    expect(screen.getAllByTestId('generic-list-row')).toHaveLength(60);
  });

  it('will not send an invalid draft, creates a valid one and lists it after a refresh', async () => {
    const created: unknown[] = [];
    fakeApi({
      'GET /api/Catalogue/Thing/Options': { Shops: [] },
      'POST /api/Catalogue/Thing/Search': (request: FakeRequest) => searchAnswer(request, created.length),
      'POST /api/Catalogue/Thing/Create': (request: FakeRequest) => {
        created.push(request.body);
        return { data: thing(0) };
      },
    });
    await renderList();
    expect(screen.getByText('Ingen rækker.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('generic-list-new'));
    const dialog = await screen.findByTestId('generic-list-dialog');
    fireEvent.click(within(dialog).getByTestId('generic-list-save'));
    expect(await within(dialog).findByText('Skriv et navn.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Catalogue/Thing/Create')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Navn'), { target: { value: 'Kage' } });
    fireEvent.click(within(dialog).getByTestId('generic-list-save'));
    await settled();
    expect(created).toEqual([{ Name: 'Kage' }]);
    await waitFor(() => expect(screen.queryByTestId('generic-list-dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('generic-list-row')).toHaveLength(1);
  });

  it('reopens the edit dialog with what was typed when an update fails', async () => {
    fakeApi({
      'GET /api/Catalogue/Thing/Options': { Shops: [] },
      'POST /api/Catalogue/Thing/Search': (request: FakeRequest) => searchAnswer(request, 2),
      [`PUT /api/Catalogue/Thing/Update/${thing(1).ID}`]: () => ({ status: 400, data: { StatusCode: 400, message: 'Request is invalid', reason: 'Name taken' } }),
    });
    await renderList();
    fireEvent.click(within(screen.getAllByTestId('generic-list-row')[1] as HTMLElement).getByTestId('generic-list-edit'));
    const dialog = await screen.findByTestId('generic-list-dialog');
    expect(within(dialog).getByLabelText('Navn')).toHaveValue('Ting 1');
    fireEvent.change(within(dialog).getByLabelText('Navn'), { target: { value: 'Ting 0' } });
    fireEvent.click(within(dialog).getByTestId('generic-list-save'));
    await settled();
    expect(requestsTo(`PUT /api/Catalogue/Thing/Update/${thing(1).ID}`)[0]?.body).toEqual({ Name: 'Ting 0' });
    const reopened = await screen.findByTestId('generic-list-dialog');
    expect(within(reopened).getByLabelText('Navn')).toHaveValue('Ting 0');
  });

  it('deletes only after the confirmation, and shows an item’s history', async () => {
    fakeApi({
      'GET /api/Catalogue/Thing/Options': { Shops: [] },
      'POST /api/Catalogue/Thing/Search': (request: FakeRequest) => searchAnswer(request, 1),
      [`DELETE /api/Catalogue/Thing/Delete/${thing(0).ID}`]: () => ({ status: 204, data: null }),
      [`GET /api/Catalogue/Thing/History/${thing(0).ID}`]: {
        Items: [
          { ID: 2, Action: 'update', CreatedDate: '2026-12-01T10:00:00.000Z', AuthorName: 'Karin Kok', Before: { Name: 'Ting', Price: 10 }, After: { Name: 'Ting 0', Price: 10 } },
          { ID: 1, Action: 'create', CreatedDate: '2026-12-01T09:00:00.000Z', AuthorName: 'Karin Kok', Before: null, After: { Name: 'Ting' } },
        ],
      },
    });
    await renderList();
    fireEvent.click(screen.getByTestId('generic-list-history'));
    const history = await screen.findByTestId('generic-list-history-dialog');
    await settled();
    expect(within(history).getAllByTestId('generic-list-change')).toHaveLength(2);
    expect(within(history).getByText('Ændret')).toBeInTheDocument();
    expect(within(history).getByText('Ting 0')).toBeInTheDocument();
    expect(within(history).queryByText('Price')).not.toBeInTheDocument();
    fireEvent.click(within(history).getAllByRole('button', { name: 'Luk' })[0] as HTMLElement);

    fireEvent.click(screen.getByTestId('generic-list-delete'));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annullér' }));
    await settled();
    expect(requestsTo(`DELETE /api/Catalogue/Thing/Delete/${thing(0).ID}`)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('generic-list-delete'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Slet' }));
    await settled();
    expect(requestsTo(`DELETE /api/Catalogue/Thing/Delete/${thing(0).ID}`)).toHaveLength(1);
    expect(requestsTo('POST /api/Catalogue/Thing/Search')).toHaveLength(2);
  });

  it('names only the fields a change touched', () => {
    expect(changedFields({ Before: { A: 1, B: [1, 2] }, After: { A: 1, B: [1, 2, 3], C: 'x' } })).toEqual([
      { field: 'B', before: [1, 2], after: [1, 2, 3] },
      { field: 'C', before: undefined, after: 'x' },
    ]);
  });
});
