import type { Brand } from '@kk/platform';
import type { Culture } from '@kk/domain';

/** Puts the brand on the document itself: title, favicon, language and background. */
export function applyBrandToDocument(brand: Brand, culture: Culture): void {
  document.title = brand.name;
  document.documentElement.lang = culture;
  document.documentElement.dataset.pageKey = brand.pageKey;
  const favicon = document.getElementById('kk-favicon') as HTMLLinkElement | null;
  if (favicon) {
    favicon.type = 'image/svg+xml';
    favicon.href = brand.assets.favicon;
  }
  const body = document.body.style;
  body.margin = '0';
  body.backgroundColor = brand.colors.background;
  body.color = brand.colors.text;
  body.backgroundImage = `url("${brand.assets.background}")`;
  body.backgroundSize = 'cover';
  body.backgroundAttachment = 'fixed';
}
