import type { WalletInOnboarding } from '@kk/contracts';
import { api } from './api';

/**
 * The signed-in user's wallets: a guardian's children, or their own (GET
 * /api/Onboarding/GetChildren). Silent: every screen that asks shows its own failure.
 */
export function fetchChildren(): Promise<WalletInOnboarding[]> {
  return api.get<WalletInOnboarding[]>('/api/Onboarding/GetChildren', undefined, { silent: true });
}
