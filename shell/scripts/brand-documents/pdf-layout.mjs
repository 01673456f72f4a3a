// Lays a document out as a PDF with the brand's look: a band in the brand's primary
// colour with its logo mark and name, headings in the brand's colour (or the body text
// colour where the primary is too light to read on white), and a footer with the
// company registration number, contact data and page numbers. The standard Helvetica
// fonts encode WinAnsi, which covers æ, ø and å.
import PDFDocument from 'pdfkit';
import { WCAG_AA_TEXT, contrastRatio, mixColours } from '../../../shared/platform/src/brands/color.cjs';

/** @typedef {import('./document-model.mjs').BrandContext} BrandContext */
/** @typedef {import('./document-model.mjs').DocumentModel} DocumentModel */

const MARGIN = 56;
const BAND_HEIGHT = 96;
const FOOTER_HEIGHT = 44;
const WHITE = '#ffffff';
// Fixed dates keep the files identical from build to build (and so cacheable).
const EFFECTIVE_DATE = new Date('2025-01-01T00:00:00Z');

const LABELS = {
  da: { effective: 'Gældende fra 1. januar 2025 · version 1.0', cvr: 'CVR-nr.', page: (n, of) => `Side ${n} af ${of}`, summary: 'Summary in English' },
  en: { effective: 'Effective from 1 January 2025 · version 1.0', cvr: 'Company reg. no.', page: (n, of) => `Page ${n} of ${of}`, summary: 'Summary' },
};

/** @param {BrandContext} brand */
function inkOf(brand) {
  return contrastRatio(brand.colors.primary, WHITE) >= WCAG_AA_TEXT ? brand.colors.primary : brand.colors.text;
}

/** The logo: the initial on a square with an accent dot, then the logo text, as in logo.svg. */
function drawBand(doc, brand) {
  const { primary, primaryContrast, accent } = brand.colors;
  doc.save();
  doc.rect(0, 0, doc.page.width, BAND_HEIGHT).fill(primary);
  const size = 48;
  const x = MARGIN;
  const y = (BAND_HEIGHT - size) / 2;
  doc.roundedRect(x, y, size, size, 12).fill(primaryContrast);
  doc.circle(x + size * 0.8, y + size * 0.2, size * 0.11).fill(accent);
  const initial = Array.from(brand.logoText)[0]?.toLocaleUpperCase('da-DK') ?? '';
  doc.fillColor(primary).font('Helvetica-Bold').fontSize(26).text(initial, x, y + 12, { width: size, align: 'center', lineBreak: false });
  const hasSubtitle = brand.name !== brand.logoText;
  doc.fillColor(primaryContrast).font('Helvetica-Bold').fontSize(22).text(brand.logoText, x + size + 14, y + (hasSubtitle ? 6 : 13), { lineBreak: false });
  if (hasSubtitle) doc.font('Helvetica').fontSize(10).text(brand.name, x + size + 14, y + 32, { lineBreak: false });
  doc.restore();
  // Text drawn at fixed places moves the cursor; the page's flow starts under the band.
  doc.x = MARGIN;
  doc.y = doc.page.margins.top;
}

function drawFooters(doc, brand, labels) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would start a new page; lift the margin meanwhile.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - FOOTER_HEIGHT;
    doc.save();
    doc.moveTo(MARGIN, top).lineTo(doc.page.width - MARGIN, top).lineWidth(0.75).strokeColor(brand.colors.primary).stroke();
    doc.fillColor(brand.colors.text).font('Helvetica').fontSize(8.5);
    doc.text(`${brand.name} · ${labels.cvr} ${brand.cvr} · ${brand.phone} · ${brand.email}`, MARGIN, top + 10, { width: doc.page.width - 2 * MARGIN - 80, lineBreak: false });
    doc.text(labels.page(i - range.start + 1, range.count), doc.page.width - MARGIN - 80, top + 10, { width: 80, align: 'right', lineBreak: false });
    doc.restore();
    doc.page.margins.bottom = bottom;
  }
}

function writeSection(doc, section, ink, text) {
  doc.moveDown(0.8);
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(12.5).text(section.heading, { paragraphGap: 4 });
  doc.fillColor(text).font('Helvetica').fontSize(10.5);
  for (const paragraph of section.paragraphs) doc.text(paragraph, { align: 'left', lineGap: 2, paragraphGap: 6 });
  for (const bullet of section.bullets ?? []) {
    doc.text(`•  ${bullet}`, { indent: 0, lineGap: 2, paragraphGap: 3, continued: false });
  }
}

function writeSummary(doc, brand, summary, heading) {
  if (summary.length === 0) return;
  doc.moveDown(1.2);
  const width = doc.page.width - 2 * MARGIN;
  const tint = mixColours(WHITE, brand.colors.primary, 0.06);
  doc.font('Helvetica').fontSize(10);
  const height = summary.reduce((sum, p) => sum + doc.heightOfString(p, { width: width - 24, lineGap: 2 }) + 6, 34);
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  doc.save().rect(MARGIN, top, width, height).fill(tint).restore();
  doc.fillColor(brand.colors.text).font('Helvetica-Bold').fontSize(11).text(heading, MARGIN + 12, top + 10, { width: width - 24 });
  doc.font('Helvetica').fontSize(10);
  for (const paragraph of summary) doc.text(paragraph, { width: width - 24, lineGap: 2, paragraphGap: 6 });
  doc.x = MARGIN;
}

/**
 * Renders one document to a Buffer.
 * @param {BrandContext} brand @param {DocumentModel} model @param {'da' | 'en'} language
 * @returns {Promise<Buffer>}
 */
export function renderPdf(brand, model, language) {
  const labels = LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: BAND_HEIGHT + 36, bottom: FOOTER_HEIGHT + 24, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: language === 'da' ? 'da-DK' : 'en-GB',
    displayTitle: true,
    info: {
      Title: `${model.title} – ${brand.name}`,
      Author: brand.name,
      Subject: model.intro,
      Creator: 'Kontantfri brand document generator',
      CreationDate: EFFECTIVE_DATE,
      ModDate: EFFECTIVE_DATE,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const ink = inkOf(brand);
  drawBand(doc, brand);
  doc.on('pageAdded', () => drawBand(doc, brand));
  doc.fillColor(brand.colors.text).font('Helvetica-Bold').fontSize(24).text(model.title, { paragraphGap: 6 });
  doc.font('Helvetica').fontSize(11.5).text(model.intro, { lineGap: 2, paragraphGap: 4 });
  doc.fillColor(mixColours(brand.colors.text, WHITE, 0.25)).fontSize(9).text(labels.effective);
  for (const section of model.sections) writeSection(doc, section, ink, brand.colors.text);
  writeSummary(doc, brand, model.summary, labels.summary);
  drawFooters(doc, brand, labels);
  doc.end();
  return done;
}
