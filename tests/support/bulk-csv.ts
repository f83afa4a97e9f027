// The bulk upload's product file, generated: the e2e spec and the throughput bench post the same
// shape of file, with the same bad rows, so what one proves about the other's file holds.

/**
 * 'codigo;nome;estoque;preco;categoria' rows (CRLF) over 50 categories; every 500th row has a
 * 12-digit barcode and every 700th a price with three decimals: `bad` counts those rows.
 */
export function bulkProductCsv(
  rows: number,
  name: (i: number) => string = (i) => `Produto ${i}`,
  category: (i: number) => string = (i) => `Planilha ${i % 50}`,
): { text: string; bad: number } {
  const lines = ['codigo;nome;estoque;preco;categoria'];
  let bad = 0;
  for (let i = 1; i <= rows; i += 1) {
    const ean = `789${String(i).padStart(10, '0')}`;
    const shortEan = i % 500 === 0;
    const badPrice = !shortEan && i % 700 === 0;
    if (shortEan || badPrice) bad += 1;
    const price = badPrice ? '9,999' : `${i % 90},90`;
    lines.push(`${shortEan ? ean.slice(1) : ean};${name(i)};${i % 50};${price};${category(i)}`);
  }
  return { text: lines.join('\r\n'), bad };
}
