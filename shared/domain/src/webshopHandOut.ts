import type { HandOutClass, HandOutOrder, WebshopHandOutList } from '@kk/contracts';
import { formatGrade } from './grades';
import type { PrintData } from './print';

/** The print window's template of the hand-out list (shell/src/print/templates/WebshopHandOut.tsx). */
export const WEBSHOP_HANDOUT_TEMPLATE = 'webshop-handout';

/** The hand-out list as shown (the filter applied or not), for the print window. */
export function handOutPrintData(list: WebshopHandOutList, title: string): PrintData<WebshopHandOutList> {
  return { template: WEBSHOP_HANDOUT_TEMPLATE, title, model: list };
}

/**
 * The webshop's hand-out list (issue 26): orders grouped per class (the wallet's grade, named
 * as the app names grades: '2. A') and child, for the API and the partner site's page alike.
 */
export interface HandOutEntry {
  gradeNumber: number | null;
  gradeLetter: string | null;
  order: HandOutOrder;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'da', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Classes in grade order (number, then letter; children without a grade last), children by
 * name within a class, each child's orders in the order given (the API gives them oldest first).
 */
export function groupHandOut(entries: readonly HandOutEntry[]): HandOutClass[] {
  const classes = new Map<string, { number: number | null; letter: string | null; children: Map<string, HandOutClass['Children'][number]> }>();
  for (const entry of entries) {
    const graded = entry.gradeNumber !== null && entry.gradeLetter !== null;
    const key = graded ? formatGrade(entry.gradeNumber as number, entry.gradeLetter as string) : '';
    const group = classes.get(key) ?? { number: graded ? entry.gradeNumber : null, letter: graded ? entry.gradeLetter : null, children: new Map() };
    classes.set(key, group);
    const child = group.children.get(entry.order.WalletID) ?? { WalletID: entry.order.WalletID, Name: entry.order.ChildName, Orders: [] };
    group.children.set(entry.order.WalletID, child);
    child.Orders.push(entry.order);
  }
  return [...classes.values()]
    .sort((a, b) => {
      if (a.number === null || b.number === null) return a.number === b.number ? 0 : a.number === null ? 1 : -1;
      return a.number - b.number || (a.letter as string).localeCompare(b.letter as string);
    })
    .map((group) => ({
      Grade: group.number === null ? null : formatGrade(group.number, group.letter as string),
      Children: [...group.children.values()].sort((a, b) => byName(a.Name, b.Name) || (a.WalletID < b.WalletID ? -1 : 1)),
    }));
}

/**
 * The filter "vis kun ikke udleveret": only orders not handed out, and the children and
 * classes that still have one. `keep` names orders to keep though handed out (the ones just
 * ticked on the page, so the row and its focus stay where they were).
 */
export function notHandedOut(classes: readonly HandOutClass[], keep: ReadonlySet<string> = new Set()): HandOutClass[] {
  return classes
    .map((group) => ({
      ...group,
      Children: group.Children.map((child) => ({ ...child, Orders: child.Orders.filter((order) => order.HandedOutAt === null || keep.has(order.TransactionID)) })).filter(
        (child) => child.Orders.length > 0,
      ),
    }))
    .filter((group) => group.Children.length > 0);
}

/** How many orders the list holds, and how many of them are handed out. */
export function handOutCounts(classes: readonly HandOutClass[]): { orders: number; handedOut: number } {
  let orders = 0;
  let handedOut = 0;
  for (const group of classes) {
    for (const child of group.Children) {
      for (const order of child.Orders) {
        orders += 1;
        if (order.HandedOutAt !== null) handedOut += 1;
      }
    }
  }
  return { orders, handedOut };
}
