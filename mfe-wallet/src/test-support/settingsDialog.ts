import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    /** Types 20 into the amount field and saves, to a server that refuses: its refusal shows, the amount stays, nothing is announced. */
    async expectRefusalKeepsTyped(field: string, saveButton: string): Promise<void> {
      await userEvent.type(screen.getByRole('textbox', { name: field }), '20');
      await userEvent.click(screen.getByRole('button', { name: saveButton }));
      expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
      expect(screen.getByRole('textbox', { name: field })).toHaveValue('20,00');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    },
  };
}

/** The server refusing a save as invalid, for `reason`. */
export const refusedAsInvalid = (reason: string) => () => ({ status: 400, data: { StatusCode: 400, message: 'Request is invalid', reason } });
