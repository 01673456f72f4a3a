import { create } from 'zustand';
import type { PageSetting } from '@kk/contracts';
import { pageSettingIsTrue, pageSettingValue } from '@kk/domain';

interface PageSettingsState {
  /** The signed-in user's customer page settings (GET /api/customers/pageSettings); empty before sign-in. */
  settings: PageSetting[];
  setSettings(settings: PageSetting[]): void;
}

/** One store for the page (this package is a federation singleton), read by the shell and every remote. */
export const usePageSettings = create<PageSettingsState>((set) => ({
  settings: [],
  setSettings(settings) {
    set({ settings });
  },
}));

export function currentPageSetting(key: string): string | null {
  return pageSettingValue(usePageSettings.getState().settings, key);
}

/** Page setting ExplicitAccessibility: larger, longer-lived messages in the bottom-left corner. */
export function useExplicitAccessibility(): boolean {
  return usePageSettings((s) => pageSettingIsTrue(s.settings, 'ExplicitAccessibility'));
}
