import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from './render';
import { PARENT_ROLES } from './wallets';

/** One outcome the screen announces: its test's name and what it says. */
interface Outcome {
  test: string;
  says: string;
}

export interface MobilePayReturnScreen {
  /** The status call it repeats, e.g. 'GET /api/DepositWithdraw/MobilePay/Status'. */
  statusCall: string;
  /** The address MobilePay sends the guardian back to. */
  returnAddress: string;
  /** The status call's query. */
  asks: Record<string, string>;
  /** The status call's answers: still waiting, approved, and refused in the app. */
  answers: { pending: unknown; approved: unknown; refused: unknown };
  screen: (onSettled: () => void) => ReactElement;
  waiting: string;
  approved: Outcome;
  refused: Outcome;
}

/**
 * The screens a guardian comes back to from MobilePay (a deposit, a refill agreement) work
 * alike: they ask for the status until MobilePay has answered, then say how it went, forget
 * the return address and tell the page. Each screen's test file gives its calls and texts.
 */
export function describeMobilePayReturn(title: string, returning: MobilePayReturnScreen): void {
  const { statusCall, answers } = returning;

  afterEach(() => window.history.replaceState(null, '', '/'));

  describe(title, () => {
    it(returning.approved.test, async () => {
      window.history.replaceState(null, '', returning.returnAddress);
      const inTurn = [answers.pending, answers.approved];
      fakeApi({ [statusCall]: () => ({ data: inTurn.length > 1 ? inTurn.shift() : inTurn[0] }) });
      const onSettled = jest.fn();
      await renderInPage(returning.screen(onSettled), { roles: PARENT_ROLES });
      expect(screen.getByRole('status')).toHaveTextContent(returning.waiting);
      expect(await screen.findByText(returning.approved.says, {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(onSettled).toHaveBeenCalledTimes(1);
      expect(window.location.search).toBe('');
      expect(requestsTo(statusCall)[0]?.params).toMatchObject(returning.asks);
    });

    it(returning.refused.test, async () => {
      fakeApi({ [statusCall]: answers.refused });
      await renderInPage(returning.screen(() => undefined), { roles: PARENT_ROLES, culture: 'en' });
      expect(await screen.findByRole('status')).toHaveTextContent(returning.refused.says);
    });
  });
}
