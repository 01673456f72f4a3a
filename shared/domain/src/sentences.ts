/**
 * A text that ends a sentence with an amount ("… under {{below}}.") gets two full stops
 * when the amount itself ends with one ("100,00 kr."). Exactly two become one; an
 * ellipsis ("...") is left alone.
 */
export function collapseDoubleFullStops(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.');
}

/** The window's title: the page's main heading, then the brand; the brand alone without a heading. */
export function pageTitle(heading: string | null, brandName: string): string {
  const text = (heading ?? '').replace(/\s+/g, ' ').trim();
  return text === '' || text === brandName ? brandName : `${text} – ${brandName}`;
}
