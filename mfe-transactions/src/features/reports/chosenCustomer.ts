import { create } from 'zustand';

/**
 * The customer picked on a money-out page, kept while the reader moves between the sales
 * report and the payouts: who looks at a school's sales wants that school's payouts next.
 */
export const useChosenReportCustomer = create<{ customerId: string | null; choose: (customerId: string) => void }>((set) => ({
  customerId: null,
  choose: (customerId) => set({ customerId }),
}));
