import { contrastRatio, ensureContrast, mixColours, relativeLuminance, shiftHue } from './color.cjs';

describe('contrastRatio', () => {
  it('spans 1 (same colour) to 21 (black on white)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3d7ab8', '#3d7ab8')).toBe(1);
  });

  it('is symmetric', () => {
    expect(contrastRatio('#0b6e4f', '#eef8f3')).toBe(contrastRatio('#eef8f3', '#0b6e4f'));
  });

  it('matches published WCAG values around the AA line', () => {
    // #767676 is the lightest grey that passes AA on white, #777777 the first that fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('accepts upper-case hex and rejects anything but #rrggbb', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(() => contrastRatio('#fff', '#000000')).toThrow('#rrggbb');
    expect(() => contrastRatio('white', '#000000')).toThrow('#rrggbb');
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and weights green above red above blue', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#00ff00')).toBeGreaterThan(relativeLuminance('#ff0000'));
    expect(relativeLuminance('#ff0000')).toBeGreaterThan(relativeLuminance('#0000ff'));
  });
});

describe('shiftHue', () => {
  it('rotates the hue and wraps around the colour wheel', () => {
    expect(shiftHue('#ff0000', 120)).toBe('#00ff00');
    expect(shiftHue('#ff0000', -120)).toBe('#0000ff');
    expect(shiftHue('#ff0000', 360)).toBe('#ff0000');
  });

  it('leaves greys alone', () => {
    expect(shiftHue('#777777', 90)).toBe('#777777');
  });
});

describe('mixColours', () => {
  it('blends linearly in sRGB', () => {
    expect(mixColours('#000000', '#ffffff', 0)).toBe('#000000');
    expect(mixColours('#000000', '#ffffff', 1)).toBe('#ffffff');
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#0B6E4F', '#ffffff', 4.5)).toBe('#0b6e4f');
  });

  it('darkens against light colours and lightens against dark ones until the ratio is met', () => {
    const darkened = ensureContrast('#33aaff', '#ffffff', 4.5);
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(darkened)).toBeLessThan(relativeLuminance('#33aaff'));

    const lightened = ensureContrast('#334455', '#1d2430', 4.5);
    expect(contrastRatio(lightened, '#1d2430')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(lightened)).toBeGreaterThan(relativeLuminance('#334455'));
  });

  it('keeps the hue while adjusting', () => {
    const adjusted = ensureContrast('#ff0000', '#ffffff', 7);
    expect(adjusted).toMatch(/^#[0-9a-f]{2}0000$/);
  });
});
