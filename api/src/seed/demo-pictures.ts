/**
 * The demo's pictures of dishes and products: SVGs drawn from a name and a colour, so the
 * seed needs no image files.
 */

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The initials of the name's first two words, the picture's large letters. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s:,]+/).filter((word) => word !== '');
  return words.slice(0, 2).map((word) => word[0]?.toUpperCase() ?? '').join('');
}

/** A line of text centred on the picture at height `y`. */
export function centredText(text: string, style: { y: number; fontSize: number; bold?: boolean; fill: string }): string {
  const weight = style.bold ? ' font-weight="700"' : '';
  return (
    `<text x="200" y="${style.y}" font-family="Helvetica, Arial, sans-serif" font-size="${style.fontSize}"${weight} fill="${style.fill}" text-anchor="middle">` +
    `${escapeXml(text)}</text>`
  );
}

/** A 400 × 300 picture filled with `colour`, with `drawing` (SVG elements) on it. */
export function svgPicture(colour: string, drawing: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/>${drawing}</svg>`,
  );
}
