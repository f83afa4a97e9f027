// Issue 20 §4: which orders open the drawer. The live order carries the payment as text
// (forma_pagamento); an order paid online has nothing to collect whatever its text says.
import { describe, expect, it } from 'vitest';
import { opensDrawerFor, paidInCash } from '../../../shared/printing';

const order = (forma_pagamento: string, cobrar_cliente = true) =>
  ({ pedidoObj: { forma_pagamento, cobrar_cliente } }) as Parameters<typeof paidInCash>[0];

describe('paidInCash', () => {
  it.each([
    ['Dinheiro', true, true],
    ['dinheiro (troco para R$ 100,00)', true, true],
    ['DINHEIRO', true, true],
    ['Cartão de crédito na entrega', true, false],
    ['Pix', true, false],
    ['Pago online', false, false],
    ['Dinheiro', false, false],
    ['', true, false],
    ['Dinheiroo', true, false],
  ])('%j (cobrar %s) → %s', (forma, collect, cash) => {
    expect(paidInCash(order(forma, collect))).toBe(cash);
  });

  it('only with the option on', () => {
    expect(opensDrawerFor({ abrirGavetaDinheiro: 'true' }, order('Dinheiro'))).toBe(true);
    expect(opensDrawerFor({ abrirGavetaDinheiro: 'false' }, order('Dinheiro'))).toBe(false);
    expect(opensDrawerFor({}, order('Dinheiro'))).toBe(false);
  });
});
