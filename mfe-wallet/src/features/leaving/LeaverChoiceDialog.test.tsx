import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeaverChoice } from '@kk/contracts';
import { settingsDialog } from '../../test-support/settingsDialog';
import { emma, EMMA_ID } from '../../test-support/wallets';
import LeaverChoiceDialog from './LeaverChoiceDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const OLIVER_ID = '22222222-2222-4222-8222-222222222222';

function choice(overrides: Partial<LeaverChoice> = {}): LeaverChoice {
  return { WalletID: EMMA_ID, LeavesOn: '2027-08-01', Siblings: [{ WalletID: OLIVER_ID, Name: 'Oliver Jensen' }], SiblingWalletID: null, HasPrimaryCard: true, ...overrides };
}

const { api, open, saves } = settingsDialog<LeaverChoice>({
  path: '/api/SchoolYear/LeaverChoice',
  dialog: () => <LeaverChoiceDialog wallet={emma()} onClose={() => undefined} />,
  shownBy: 'leaver-choice-dialog',
  saved: (request) => ({ data: choice({ SiblingWalletID: (request.body as { SiblingWalletID: string | null }).SiblingWalletID }) }),
});

describe("the leaver's balance dialog", () => {
  it('names the date and offers the card and each sibling who stays, starting from the saved choice', async () => {
    api(choice({ SiblingWalletID: OLIVER_ID }));
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Saldoen, når Emma Jensen går ud af skolen' });
    expect(within(dialog).getByText(/lukkes for køb søndag den 1\. august 2027/)).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Hvor skal saldoen hen?' });
    expect(within(group).getByRole('radio', { name: /Tilbage til mit primære betalingskort/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: /Til Oliver Jensens tegnebog/ })).toBeChecked();
  });

  it('saves a sibling, and back to the card as no sibling, and says where the money goes', async () => {
    api(choice());
    await open('en');
    await userEvent.click(await screen.findByRole('radio', { name: /To Oliver Jensen’s wallet/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the choice for Emma Jensen' }));
    expect(await screen.findByTestId('leaver-choice-saved')).toHaveTextContent('Saved: the balance moves to Oliver Jensen’s wallet on Sunday, 1 August 2027.');
    await userEvent.click(screen.getByRole('radio', { name: /Back to my primary payment card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the choice for Emma Jensen' }));
    expect(await screen.findByTestId('leaver-choice-saved')).toHaveTextContent('Saved: the balance is paid back to your primary payment card on Sunday, 1 August 2027.');
    expect(saves().map((request) => request.body)).toEqual([
      { WalletID: EMMA_ID, SiblingWalletID: OLIVER_ID },
      { WalletID: EMMA_ID, SiblingWalletID: null },
    ]);
  });

  it('has nothing to choose without a sibling who stays, and says where the balance goes', async () => {
    api(choice({ Siblings: [], HasPrimaryCard: false }));
    await open();
    expect(await screen.findByTestId('leaver-choice-read-only')).toHaveTextContent(/intet primært betalingskort: saldoen bliver på den lukkede tegnebog/);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says there is nothing to choose once the school year is no longer scheduled', async () => {
    api(choice({ LeavesOn: null, Siblings: [] }));
    await open();
    expect(await screen.findByTestId('leaver-choice-read-only')).toHaveTextContent('Emma Jensen går ikke ud af skolen ved et planlagt nyt skoleår; der er intet at vælge.');
  });
});
