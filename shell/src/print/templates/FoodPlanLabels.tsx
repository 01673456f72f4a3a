import { allergenName, LABEL_SHEET, labelSheets, type ProductionLabel } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import type { PrintTemplateProps } from './templateTypes';

const mm = (value: number) => `${value}mm`;

/**
 * The food plan's labels (template 'foodplan-labels', issue 26): A4 portrait sheets of
 * 3 × 8 labels of 70 × 37 mm, printed without the brand's header and without a margin
 * (the print data's noHeader and noMargin), so each label lands on a label of a standard
 * sheet. Each: the child, class and school, the dish, and the allergens to avoid (or "No
 * allergens").
 */
export function FoodPlanLabels({ data }: PrintTemplateProps<{ labels: ProductionLabel[] }>) {
  const { t } = useTranslation('print');
  const { culture } = getAppConfig();
  const sheets = labelSheets(data.model.labels);
  return (
    <div data-testid="foodplan-labels-print">
      {sheets.map((sheet, sheetIndex) => (
        <div
          key={sheetIndex}
          data-testid="foodplan-label-sheet"
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${LABEL_SHEET.columns}, ${mm(LABEL_SHEET.widthMm)})`,
            gridTemplateRows: `repeat(${LABEL_SHEET.rows}, ${mm(LABEL_SHEET.heightMm)})`,
            width: mm(LABEL_SHEET.columns * LABEL_SHEET.widthMm),
            height: mm(LABEL_SHEET.rows * LABEL_SHEET.heightMm),
            overflow: 'hidden',
            breakAfter: sheetIndex < sheets.length - 1 ? 'page' : 'auto',
          }}
        >
          {sheet.map((label, index) => (
            <div
              key={index}
              data-testid="foodplan-label"
              style={{ boxSizing: 'border-box', padding: '3mm 4mm', overflow: 'hidden', fontSize: '9pt', lineHeight: 1.25, fontFamily: 'sans-serif' }}
            >
              <div style={{ fontWeight: 700, fontSize: '11pt' }}>{label.child}</div>
              <div>{[label.grade, label.school].filter(Boolean).join(' · ')}</div>
              <div>{label.quantity > 1 ? `${label.quantity} × ${label.dish}` : label.dish}</div>
              <div style={{ fontWeight: label.conflicts.length > 0 ? 700 : 400 }}>
                {label.conflicts.length > 0 ? `⚠ ${t('foodplan.avoidText', { allergens: label.conflicts.map((id) => allergenName(id, culture)).join(', ') })}` : t('foodplan.noAllergens')}
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
