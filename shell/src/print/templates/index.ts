import type { ComponentType } from 'react';
import { RECEIPT_TEMPLATE } from '@kk/domain';
import { Receipt } from './Receipt';
import type { PrintTemplateProps } from './templateTypes';

/**
 * The templates the print page can render, by the name in the print data. Each expects
 * the model its builder makes (receiptPrintData for 'receipt').
 */
export const PRINT_TEMPLATES: Readonly<Record<string, ComponentType<PrintTemplateProps<never>>>> = {
  [RECEIPT_TEMPLATE]: Receipt,
};
