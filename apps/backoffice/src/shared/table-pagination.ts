import type { CountNoun } from './table-counts.messages';

/** The pager's total in Spanish, named for what the list counts: "1-10 de 35 empresas", "1-1 de 1 empresa". */
export function showTotalOf(noun: CountNoun): (total: number, range: [number, number]) => string {
  return (total, [from, to]) => `${from}-${to} de ${total.toLocaleString('es-CO')} ${total === 1 ? noun.one : noun.many}`;
}
