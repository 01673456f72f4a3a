import type { ReportCustomer } from '@kk/contracts';
import { reportCustomerChoices } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { SelectField } from '@kk/ui/forms';

// A native option cannot be padded: institutions are indented with em spaces, which a screen reader does not read.
const INDENT = '\u2003';

/** The customers the caller may read reports of: a municipality before its institutions, indented under it. */
export function CustomerPicker({ customers, value, onChange }: { customers: readonly ReportCustomer[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('transactions');
  return (
    <SelectField label={t('reports.customer')} value={value} onChange={onChange} testId="reports-customer">
      {reportCustomerChoices(customers).map(({ customer, depth }) => (
        <option key={customer.ID} value={customer.ID}>{INDENT.repeat(depth)}{customer.Name}</option>
      ))}
    </SelectField>
  );
}
