import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { collapseDoubleFullStops, DEFAULT_CULTURE, type Culture } from '@kk/domain';

/**
 * The one i18n instance of the page (this package is a federation singleton). Each
 * remote adds its own namespace with addTranslations; Danish is the default and the
 * fallback, English is the only other language offered.
 */
export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

export function initI18n(culture: Culture): Promise<unknown> {
  if (!initialised) {
    // A text ending on an amount ("under {{below}}.") would end "100,00 kr.." in Danish.
    const sentenceEnd = { type: 'postProcessor' as const, name: 'sentenceEnd', process: (value: string) => collapseDoubleFullStops(value) };
    initialised = i18n.use(initReactI18next).use(sentenceEnd).init({
      lng: culture,
      fallbackLng: DEFAULT_CULTURE,
      supportedLngs: ['da', 'en'],
      defaultNS: 'common',
      ns: ['common'],
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      postProcess: ['sentenceEnd'],
    });
  }
  return initialised;
}

/** Register a namespace's texts in both languages; a remote calls this before it renders. */
export function addTranslations(namespace: string, resources: { da: Resource[string][string]; en: Resource[string][string] }): void {
  i18n.addResourceBundle('da', namespace, resources.da, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}
