import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISMISSED_NOTIFICATIONS_KEY } from '@kk/domain';
import { KkProvider } from '@kk/ui';
import { setUpPage } from '../test-support/page';
import { registerChromeTexts } from './chromeTexts';
import { LandingSwitcher } from './LandingSwitcher';
import { StatusMenu } from './StatusMenu';
import { SystemNotices } from './SystemNotices';
import { useSystemNotifications } from './useSystemNotifications';

const NOTIFICATIONS = [
  { ID: '11111111-1111-4111-8111-111111111111', Message: 'Ny frugtordning', StartDate: '2025-01-01T00:00:00Z', EndDate: null, NotificationTypeID: 1, ShowOnFrontpage: true, CustomerID: null },
  { ID: '22222222-2222-4222-8222-222222222222', Message: 'Kortbetaling er nede', StartDate: '2025-01-02T00:00:00Z', EndDate: null, NotificationTypeID: 3, ShowOnFrontpage: false, CustomerID: null },
];
let landingStatus = 200;
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const headers = { 'Access-Control-Allow-Origin': 'http://localhost', 'Access-Control-Allow-Headers': '*, authorization', 'Content-Type': 'application/json' };
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    if (req.url === '/api/SystemNotifications') return void res.writeHead(200, headers).end(JSON.stringify(NOTIFICATIONS));
    if (req.url === '/api/Landing') {
      if (landingStatus !== 200) return void res.writeHead(landingStatus, headers).end(JSON.stringify({ StatusCode: landingStatus, message: 'unable to connect', reason: 'down' }));
      return void res.writeHead(200, headers).end(JSON.stringify([{ SubDomain: 'bitten', Name: 'Bitten Idrætsklub' }, { SubDomain: 'kkpay', Name: 'Kildevang Skole' }]));
    }
    res.writeHead(404, headers).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(async () => {
  window.sessionStorage.clear();
  const { port } = server.address() as AddressInfo;
  await setUpPage({ pageKey: 'kkpay', localApiBase: `http://127.0.0.1:${port}` }, registerChromeTexts);
});

function Notices() {
  const state = useSystemNotifications(true);
  return (
    <>
      <StatusMenu state={state} />
      <SystemNotices place="banner" state={state} />
      <SystemNotices place="frontpage" state={state} />
    </>
  );
}

describe('system notifications in the chrome', () => {
  it('appear after 1000 ms in their places and stay dismissed for the session', async () => {
    const started = Date.now();
    const view = render(<KkProvider><Notices /></KkProvider>);
    await screen.findAllByTestId('system-notification', {}, { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(screen.getByTestId('system-notices-frontpage')).toHaveTextContent('Ny frugtordning');
    expect(screen.getByTestId('system-notices-banner')).toHaveTextContent('Kortbetaling er nede');
    expect(screen.getByTestId('system-notices-banner')).toHaveTextContent('Alvorlig driftsforstyrrelse');

    await userEvent.click(screen.getAllByRole('button', { name: 'Skjul beskeden' })[0]!);
    expect(screen.queryByTestId('system-notices-banner')).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(DISMISSED_NOTIFICATIONS_KEY) ?? '[]')).toEqual([NOTIFICATIONS[1]!.ID]);

    // The status menu still lists both.
    await userEvent.click(screen.getByTestId('status-menu'));
    expect(screen.getAllByTestId('status-menu-item')).toHaveLength(2);
    view.unmount();

    render(<KkProvider><Notices /></KkProvider>);
    await screen.findByTestId('system-notices-frontpage', {}, { timeout: 3000 });
    expect(screen.queryByTestId('system-notices-banner')).not.toBeInTheDocument();
  });
});

describe('LandingSwitcher', () => {
  it('lists the sub-domains as links on the current host', async () => {
    landingStatus = 200;
    render(<KkProvider><LandingSwitcher /></KkProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Skift side' }));
    const links = await screen.findAllByTestId('landing-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['http://bitten.localhost/', 'http://kkpay.localhost/']);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });

  it('shows itself either way, with a note when the list cannot be loaded', async () => {
    landingStatus = 503;
    render(<KkProvider><LandingSwitcher /></KkProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Skift side' }));
    await waitFor(() => expect(screen.getByText('Listen over sider kunne ikke hentes.')).toBeInTheDocument());
    await act(async () => undefined);
  });
});
