/**
 * Focus indicators inside a coloured area (the header in the brand's colour, the dark cookie
 * bar, a warning notice) in a colour that stands out against that area by at least 3:1: the
 * theme's ring is the brand's primary, which vanishes on the header (1:1) and is faint on
 * dark or orange backgrounds. `color` is a CSS colour or variable.
 */
export function focusRingIn(color: string) {
  return {
    '& :is(:focus-visible, [data-focus-visible])': {
      outlineStyle: 'solid !important',
      outlineWidth: '3px !important',
      outlineOffset: '2px !important',
      outlineColor: `${color} !important`,
    },
  };
}
