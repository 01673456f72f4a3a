import i18next, { type i18n as I18n, type Resource, type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
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
    initialised = i18n.use(sentenceEnd).init({
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

/** One file of texts, in both languages. */
export type TextFile = { da: Record<string, unknown>; en: Record<string, unknown> };

/** One namespace's texts from several files (a remote's features), so the keys stay what they were. */
export function mergeTextFiles(files: Readonly<Record<string, TextFile>>): TextFile {
  const all = Object.values(files);
  return {
    da: Object.assign({}, ...all.map((texts) => texts.da)) as Record<string, unknown>,
    en: Object.assign({}, ...all.map((texts) => texts.en)) as Record<string, unknown>,
  };
}

/** Register a namespace's texts in both languages; a remote calls this before it renders. */
export function addTranslations(namespace: string, resources: { da: Resource[string][string]; en: Resource[string][string] }): void {
  i18n.addResourceBundle('da', namespace, resources.da, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}

function onLanguageChange(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/**
 * A component's texts of one namespace: `t` of the page's one i18n instance, fixed to the
 * namespace, and a new one when the language changes. Every React root reads the same
 * instance (this package is a federation singleton), so no provider is needed. Our own
 * binding instead of react-i18next: the components use only this, and react-i18next was
 * 10 KB gzip of every first load.
 */
export function useTranslation(namespace?: string): { t: TFunction } {
  const language = useSyncExternalStore(onLanguageChange, () => i18n.language);
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [language, namespace]);
  return { t };
}
