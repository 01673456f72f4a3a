import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage } from './render';
import { PARENT_ROLES } from './wallets';

export interface SettingsDialogUnderTest {
  /** Where the dialog reads its settings (GET) and saves them (PUT), e.g. '/api/Alerts/Wallet'. */
  path: string;
  dialog: () => ReactElement;
  /** The test id of a part shown once the settings are loaded. */
  shownBy: string;
  /** The server's answer to a save, unless a test gives its own. */
  saved: (request: FakeRequest) => unknown;
}

/**
 * A wallet's settings dialog (the e-mail alerts, the spending controls) loads its settings
 * from one address and saves them there: its fake API, opening it for a guardian, its saves.
 */
export function settingsDialog<Settings>({ path, dialog, shownBy, saved }: SettingsDialogUnderTest) {
  return {
    api(loaded: Settings, save: (request: FakeRequest) => unknown = saved): void {
      fakeApi({ [`GET ${path}`]: loaded, [`PUT ${path}`]: save });
    },
    async open(culture: 'da' | 'en' = 'da') {
      await renderInPage(dialog(), { roles: PARENT_ROLES, culture });
      return screen.findByTestId(shownBy);
    },
    saves: () => requestsTo(`PUT ${path}`),
  };
}

/** The server refusing a save as invalid, for `reason`. */
export const refusedAsInvalid = (reason: string) => () => ({ status: 400, data: { StatusCode: 400, message: 'Request is invalid', reason } });
