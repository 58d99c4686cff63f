const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Colombian pesos as the storefront shows them: "$ 1.234.567" (up to 2 decimals, comma as decimal mark). */
export function formatCop(value: number): string {
  // Intl separates the sign with a no-break space; texts and tests expect a plain space.
  return cop.format(value).replace(/[\u00a0\u202f]/g, ' ');
}
