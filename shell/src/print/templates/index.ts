import type { ComponentType } from 'react';
import {
  FOODPLAN_LABELS_TEMPLATE, FOODPLAN_PRODUCTION_TEMPLATE, MEETING_PRODUCTION_TEMPLATE, MEETING_STATEMENT_TEMPLATE, PAYOUT_STATEMENT_TEMPLATE, RECEIPT_TEMPLATE,
  SALES_REPORT_TEMPLATE, STATEMENT_TEMPLATE, WEBSHOP_HANDOUT_TEMPLATE,
} from '@kk/domain';
import { FoodPlanLabels } from './FoodPlanLabels';
import { FoodPlanProduction } from './FoodPlanProduction';
import { MeetingProduction } from './MeetingProduction';
import { MeetingStatement } from './MeetingStatement';
import { PayoutStatement } from './PayoutStatement';
import { Receipt } from './Receipt';
import { SalesReport } from './SalesReport';
import { Statement } from './Statement';
import type { PrintTemplateProps } from './templateTypes';
import { WebshopHandOut } from './WebshopHandOut';

/**
 * The templates the print page can render, by the name in the print data. Each expects
 * the model its builder makes (receiptPrintData for 'receipt', productionPrintData for 'meeting-production', statementPrintData for 'transactions-statement', handOutPrintData for 'webshop-handout', foodPlanProductionPrintData for 'foodplan-production', foodPlanLabelsPrintData for 'foodplan-labels', and issue 27's salesReportPrintData for 'sales-report', meetingStatementPrintData for 'meeting-statement', payoutStatementPrintData for 'payout-statement').
 */
export const PRINT_TEMPLATES: Readonly<Record<string, ComponentType<PrintTemplateProps<never>>>> = {
  [RECEIPT_TEMPLATE]: Receipt,
  [MEETING_PRODUCTION_TEMPLATE]: MeetingProduction,
  [STATEMENT_TEMPLATE]: Statement,
  [WEBSHOP_HANDOUT_TEMPLATE]: WebshopHandOut,
  [FOODPLAN_PRODUCTION_TEMPLATE]: FoodPlanProduction,
  [FOODPLAN_LABELS_TEMPLATE]: FoodPlanLabels,
  [SALES_REPORT_TEMPLATE]: SalesReport,
  [MEETING_STATEMENT_TEMPLATE]: MeetingStatement,
  [PAYOUT_STATEMENT_TEMPLATE]: PayoutStatement,
};
