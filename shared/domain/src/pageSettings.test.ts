import { pageSettingIsTrue, pageSettingValue, toastDuration, toastPlacement, visibleFooterSections } from './pageSettings';

describe('page settings', () => {
  const settings = [{ Key: 'ExplicitAccessibility', Value: 'True' }, { Key: 'FooterLegal', Value: 'false' }];

  it('reads values and booleans', () => {
    expect(pageSettingValue(settings, 'FooterLegal')).toBe('false');
    expect(pageSettingValue(settings, 'Nope')).toBeNull();
    expect(pageSettingIsTrue(settings, 'ExplicitAccessibility')).toBe(true);
    expect(pageSettingIsTrue(settings, 'FooterLegal')).toBe(false);
  });

  it('shows every footer section by default and hides one only by the string false', () => {
    expect(visibleFooterSections([])).toEqual(['logo', 'guides', 'legal', 'about', 'support']);
    expect(visibleFooterSections(settings)).toEqual(['logo', 'guides', 'about', 'support']);
    expect(visibleFooterSections([{ Key: 'FooterAbout', Value: 'no' }])).toHaveLength(5);
  });

  it('puts the toast top right for 10 s, or bottom left for about 1000 s with explicit accessibility', () => {
    expect([toastPlacement(false), toastDuration(false)]).toEqual(['top-end', 10_000]);
    expect([toastPlacement(true), toastDuration(true)]).toEqual(['bottom-start', 1_000_000]);
  });
});
