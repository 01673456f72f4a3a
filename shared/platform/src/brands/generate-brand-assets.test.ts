import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ALL_PAGE_KEYS, subDomainForPageKey } from '@kk/domain';
import { WCAG_AA_TEXT, allBrands, contrastRatio, getBrand, type Brand } from './index';

const script = resolve(__dirname, '../../../../shell/scripts/generate-brand-assets.mjs');

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Parses strictly as XML (jsdom reports malformed input as a <parsererror> document). */
function parseSvg(markup: string): Document {
  return new DOMParser().parseFromString(markup, 'image/svg+xml');
}

function isWellFormedSvg(doc: Document): boolean {
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.localName === 'svg';
}

describe('generate-brand-assets.mjs', () => {
  let outDir: string;
  let stdout: string;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'brand-assets-'));
    stdout = execFileSync(process.execPath, [script, outDir], { encoding: 'utf8' });
  });

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });

  const read = (brand: Brand, file: string) => readFileSync(join(outDir, brand.subdomain, file), 'utf8');

  it('reports how many brands it wrote', () => {
    expect(stdout).toContain('Wrote assets for 65 brands');
  });

  it('writes one folder per page key, named by its sub-domain, with exactly three files', () => {
    expect(readdirSync(outDir).sort()).toEqual(ALL_PAGE_KEYS.map(subDomainForPageKey).sort());
    for (const brand of allBrands()) {
      expect(readdirSync(join(outDir, brand.subdomain)).sort()).toEqual(['background.svg', 'favicon.svg', 'logo.svg']);
    }
  });

  it('has a parse check that really rejects malformed markup', () => {
    expect(isWellFormedSvg(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><title>Sun & Wellness</title></svg>'))).toBe(false);
  });

  it.each(allBrands().map((brand) => [brand.pageKey, brand] as const))(
    '%s: every file is well-formed UTF-8 SVG titled with the escaped brand name',
    (_key, brand) => {
      for (const file of ['logo.svg', 'background.svg', 'favicon.svg']) {
        const markup = read(brand, file);
        expect(markup.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
        expect(markup).toContain(`<title>${escapeXml(brand.name)}</title>`);
        const doc = parseSvg(markup);
        expect(isWellFormedSvg(doc)).toBe(true);
        expect(doc.querySelector('title')?.textContent).toBe(brand.name);
      }
    },
  );

  it('sets logos 250 wide in the brand colours, with the name and any suffix label', () => {
    const logo = parseSvg(read(getBrand('randersklub'), 'logo.svg')).documentElement;
    expect(logo.getAttribute('width')).toBe('250');
    const texts = Array.from(logo.querySelectorAll('text')).map((text) => text.textContent);
    expect(texts).toEqual(['R', 'Randers', 'KLUB']);
    expect(logo.querySelector('rect')?.getAttribute('fill')).toBe(getBrand('randersklub').colors.primary);
  });

  it('escapes names that need it and keeps Danish letters intact', () => {
    expect(read(getBrand('sunwellness'), 'logo.svg')).toContain('>Sun &amp; Wellness</text>');
    expect(read(getBrand('helsingor'), 'logo.svg')).toContain('>Helsingør</text>');
  });

  it('puts the initial on the primary colour in the favicon', () => {
    const brand = getBrand('ishoj');
    const favicon = parseSvg(read(brand, 'favicon.svg')).documentElement;
    expect(favicon.querySelector('rect')?.getAttribute('fill')).toBe(brand.colors.primary);
    expect(favicon.querySelector('text')?.textContent).toBe('I');
    expect(favicon.querySelector('text')?.getAttribute('fill')).toBe(brand.colors.primaryContrast);
  });

  it.each(allBrands().map((brand) => [brand.pageKey, brand] as const))(
    '%s: keeps body text AA over every colour in its background',
    (_key, brand) => {
      const fills = Array.from(read(brand, 'background.svg').matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6})"/g), (match) => match[1] as string);
      expect(fills.length).toBeGreaterThan(0);
      for (const fill of fills) expect(contrastRatio(fill, brand.colors.text)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    },
  );

  it('draws the banner style of each brand on its tint', () => {
    const patternOf = (key: string) => {
      const brand = getBrand(key);
      const background = parseSvg(read(brand, 'background.svg')).documentElement;
      expect(background.querySelector('rect')?.getAttribute('fill')).toBe(brand.colors.background);
      return background;
    };
    expect(patternOf('kontantfri').querySelector('pattern#stripes')).not.toBeNull();
    expect(patternOf('kkpay').querySelector('pattern#dots')).not.toBeNull();
    expect(patternOf('helsingor').querySelectorAll('path')).toHaveLength(3);
    expect(patternOf('ipayd').querySelector('linearGradient')).not.toBeNull();
  });
});
