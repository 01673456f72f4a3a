import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { DataExportSection } from './DataExportSection';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

function catchDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:data-export'), revokeObjectURL: () => undefined });
  const clicked: HTMLAnchorElement[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { blobs, clicked };
}

describe('DataExportSection ("Hent dine data")', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the ZIP of the family’s data through the signed-in client and says so (Danish)', async () => {
    fakeApi({ 'GET /api/Account/DataExport': new Blob(['PK'], { type: 'application/zip' }) });
    const { blobs, clicked } = catchDownloads();
    await renderInPage(<DataExportSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Dine data' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Hent dine data' });
    expect(button).toHaveAccessibleDescription(/alt, hvad platformen har gemt om dig og dine børn/);
    await userEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(requestsTo('GET /api/Account/DataExport')).toHaveLength(1);
    expect(clicked[0]!.download).toMatch(/^kk-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(clicked[0]!.getAttribute('href')).toBe('blob:data-export');
    expect(blobs).toHaveLength(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Dine data er hentet.');
  });

  it('speaks English on an English page', async () => {
    fakeApi({ 'GET /api/Account/DataExport': new Blob(['PK']) });
    await renderInPage(<DataExportSection />, { culture: 'en' });
    expect(screen.getByRole('button', { name: 'Download your data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
  });
});
