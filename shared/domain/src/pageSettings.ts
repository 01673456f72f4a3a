/** Page settings (spec section 3) as the API sends them: Key and Value strings. */
export interface PageSettingLike {
  Key: string;
  Value: string;
}

export function pageSettingValue(settings: readonly PageSettingLike[], key: string): string | null {
  return settings.find((s) => s.Key === key)?.Value ?? null;
}

export function pageSettingIsTrue(settings: readonly PageSettingLike[], key: string): boolean {
  return pageSettingValue(settings, key)?.toLowerCase() === 'true';
}

/** Spec section 2, footer: sections logo, guides, legal, about and support, all visible by default. */
export const FOOTER_SECTIONS = ['logo', 'guides', 'legal', 'about', 'support'] as const;
export type FooterSection = (typeof FOOTER_SECTIONS)[number];

/** A section is hidden only by its page setting (FooterGuides, …) holding the string 'false'. */
export function visibleFooterSections(settings: readonly PageSettingLike[]): FooterSection[] {
  return FOOTER_SECTIONS.filter((section) => {
    const key = `Footer${section[0]!.toUpperCase()}${section.slice(1)}`;
    return pageSettingValue(settings, key)?.toLowerCase() !== 'false';
  });
}

/** Spec sections 2 and 9: the error toast's place and how long it stays. */
export const TOAST_DURATION_MS = 10_000;
/** 'About 1000 seconds' with explicit accessibility: long enough to read at any pace. */
export const EXPLICIT_ACCESSIBILITY_TOAST_DURATION_MS = 1_000_000;

export type ToastPlacement = 'top-end' | 'bottom-start';

export function toastPlacement(explicitAccessibility: boolean): ToastPlacement {
  return explicitAccessibility ? 'bottom-start' : 'top-end';
}

export function toastDuration(explicitAccessibility: boolean): number {
  return explicitAccessibility ? EXPLICIT_ACCESSIBILITY_TOAST_DURATION_MS : TOAST_DURATION_MS;
}
