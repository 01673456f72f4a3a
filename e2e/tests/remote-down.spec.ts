import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { startRemoteServer } from '../../shared/build/server/remote-server.mjs';
import { startShellServer } from '../../shell/server/shell-server.mjs';
import { logIn, mainMenuLink } from '../support/site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHELL_PORT = 3200;
const WALLET_PORT = 3201;

let shell: Server;
let walletRemote: Server | null;

test.beforeAll(async () => {
  // A deployment of our own: the wallet remote on its own server, the rest where they are.
  const manifest = JSON.parse(readFileSync(path.join(root, 'shell/remotes.json'), 'utf8'));
  manifest.remotes.mfe_wallet.entry = `http://localhost:${WALLET_PORT}/remoteEntry.js`;
  const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kk-remotes-')), 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(manifest));
  walletRemote = await startRemoteServer({ dir: path.join(root, 'mfe-wallet/dist'), port: WALLET_PORT });
  shell = await startShellServer({ application: 'wallet', port: SHELL_PORT, distDir: path.join(root, 'shell/dist'), remotesFile, apiUrl: 'http://127.0.0.1:4000' });
});

test.afterAll(async () => {
  await new Promise((resolve) => shell.close(resolve));
  if (walletRemote) await new Promise((resolve) => walletRemote!.close(resolve));
});

test('a remote whose server is down shows a fallback and the rest of the site keeps working', async ({ page }) => {
  const site = `http://localhost:${SHELL_PORT}`;
  await logIn(page, site, 'parent@demo.dk');
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);

  // Stop the wallet remote's server.
  walletRemote!.closeAllConnections();
  await new Promise((resolve) => walletRemote!.close(resolve));
  walletRemote = null;

  await page.reload();
  const fallback = page.locator('#kk-slot-mfe_wallet [data-testid="remote-unavailable"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Denne del af siden kan ikke vises lige nu');
  await expect(fallback).toContainText('Vi kunne ikke hente oversigten over tegnebøger');
  await expect(page.getByTestId('wallet-card')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/remote-down-fallback.png', fullPage: true });

  // The chrome and the other remotes still work.
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
  await mainMenuLink(page, 'Webshop').click();
  await expect(page.getByTestId('webshop-section').first()).toContainText('Solbakke Skoles webshop');
});
