import { i18n, initI18n, setAppConfig, type AppConfig } from '@kk/platform';
import { registerUiTexts } from '@kk/ui';

/**
 * What a shell screen's test renders under, as the shell sets it up before it renders: the
 * page's config (the wallet site in Danish unless told) and the UI's texts and the screen's own.
 */
export async function setUpPage(config: Pick<AppConfig, 'pageKey'> & Partial<AppConfig>, registerTexts: () => void): Promise<void> {
  const culture = config.culture ?? 'da';
  setAppConfig({ application: 'wallet', paymentApiBase: '', ...config, culture });
  await initI18n(culture);
  await i18n.changeLanguage(culture);
  registerUiTexts();
  registerTexts();
}
