import { describe, expect, it } from 'vitest';
import { balancesOf, filterBanks, receivablesOf } from '../../../sandbox/finance/sales';
import { calendarDay } from '../../../sandbox/finance/calendar';
import { valueCents } from '../../../sandbox/finance/transfer';
import type { Sale } from '../../../sandbox/finance/ledger';
import { useSandbox, refusal } from './helpers';

const sale = (over: Partial<Sale>): Sale => ({
  id: 1,
  hash: 'ABC123',
  createdAt: new Date(2026, 2, 10, 20, 0),
  customer: 'Cliente',
  status: 'PD',
  subtotal: 10000,
  discount: 0,
  delivery: 500,
  payment: -2,
  ...over,
});

describe('receivables and balances (pure)', () => {
  const now = new Date(2026, 2, 20, 15, 0);
  it('debit due next day, credit in 30; paid, scheduled, confirmed, cancelled; offline ignored', () => {
    const r = receivablesOf(
      [
        sale({ id: 1, payment: -10, createdAt: new Date(2026, 2, 18, 20) }),
        sale({ id: 2, payment: -2, createdAt: new Date(2026, 2, 18, 20) }),
        sale({ id: 3, payment: -10, createdAt: new Date(2026, 2, 20, 12) }),
        sale({ id: 4, payment: -11, status: 'PC' }),
        sale({ id: 5, payment: -1 }),
        sale({ id: 6, payment: 3 }),
        sale({ id: 7, payment: -12, status: 'PE' }),
      ],
      now,
    );
    const byId = new Map(r.map((x) => [x.id, x]));
    expect(r).toHaveLength(4);
    expect(byId.get(1)).toMatchObject({ status: 'SUCCEEDED', isPaid: true });
    expect(byId.get(1)?.due).toEqual(new Date(2026, 2, 19));
    expect(byId.get(2)).toMatchObject({ status: 'WAITING', isPaid: false });
    expect(byId.get(2)?.due).toEqual(new Date(2026, 3, 17));
    expect(byId.get(3)).toMatchObject({ status: 'CONFIRMED' });
    expect(byId.get(4)).toMatchObject({ status: 'CANCELAD', isPaid: false });
    // nett = total − 3,49 % tax − 12 % commission of the subtotal
    expect(byId.get(1)?.cents).toBe(10500 - Math.round(10500 * 0.0349) - 1200);
    const b = balancesOf(r, 1000);
    const net = 10500 - 366 - 1200;
    expect(b).toEqual({ toReceive: 2 * net, paid: net, transferred: 1000, available: net - 1000 });
  });

  it('calendar days, transfer values and the bank filter', () => {
    expect(calendarDay('2026-03-05')).toBe('2026-03-05');
    expect(calendarDay('05/03/2026')).toBe('2026-03-05');
    for (const bad of ['2026-02-30', '31/04/2026', '', 'x', null, 20260305])
      expect(calendarDay(bad)).toBeNull();
    expect(valueCents('1234.56')).toBe(123456);
    expect(valueCents('1.234,56')).toBe(123456);
    expect(valueCents('R$ 10,5')).toBe(1050);
    expect(valueCents(12.3)).toBe(1230);
    for (const bad of ['abc', '1,2,3', '', '1.234.56', undefined, Infinity])
      expect(valueCents(bad)).toBeNull();
    expect(filterBanks({ codigo: '341' }).map((b) => b.banco)).toEqual(['Itaú Unibanco S.A.']);
    expect(filterBanks({ nome: 'economica' }).map((b) => b.cod)).toEqual(['104']);
    expect(filterBanks({ status: 'N' }).every((b) => b.status === 'N')).toBe(true);
    expect(filterBanks({}).length).toBeGreaterThan(20);
  });
});

describe('sandbox calendar, extrato and transfer', () => {
  const sb = useSandbox();
  const v1 = <T>(path: string, form?: Record<string, string>) =>
    sb.call<T>(`/api/v1/${path}`, form ? { hash: sb.hash, form } : { hash: sb.hash });
  interface Extrato {
    status: boolean;
    erro: string;
    saldo_receber: number;
    saldo_disponivel: number;
    transferido: number;
    transferencias: number;
  }

  it('the calendar totals are the sum of each day payments', async () => {
    const cal = (
      await v1<{ status: boolean; total: number; valores: { dia: string; totalDia: number }[] }>(
        'pagamentoonlinecalendario/listar',
      )
    ).body;
    expect(cal.status).toBe(true);
    expect(cal.valores.length).toBeGreaterThan(30);
    const day = cal.valores[cal.valores.length - 5] as { dia: string; totalDia: number };
    const pays = (
      await v1<{ obj: { valorReceber: number; status: string; is_paid: number }[] }>(
        'pagamentoonlinecalendario/listarPag',
        { dataPag: day.dia },
      )
    ).body.obj;
    const sum = pays
      .filter((p) => p.status !== 'CANCELAD')
      .reduce((a, p) => a + Math.round(p.valorReceber * 100), 0);
    expect(sum).toBe(Math.round(day.totalDia * 100));
    const bad = (
      await v1<{ status: boolean; erro: string }>('pagamentoonlinecalendario/listarPag', {
        dataPag: '31/02/2026',
      })
    ).body;
    expect(bad).toEqual(refusal('Data inválida.'));
  });

  it('a transfer debits the available balance; refusals and the failure lever debit nothing', async () => {
    const before = (await v1<Extrato>('pagamentoonline/extrato', { periodo: '0' })).body;
    expect(before.saldo_disponivel).toBeGreaterThan(100);
    expect(before.saldo_receber).toBeGreaterThan(100);
    const accounts = (
      await v1<{ obj: { id_pagon_banco: string }[] }>('pagamentoonline/listarBancoRecebimentos', {
        idPagOnCadastro: '1001',
      })
    ).body.obj;
    const id = accounts[0]?.id_pagon_banco as string;
    const send = (form: Record<string, string>) =>
      v1<{ status: boolean; erro?: string; saldo_disponivel?: number }>('pagamentoonline/transferir', form);
    expect((await send({ id_pagon_banco: '999', valor: '10.00' })).body.status).toBe(false);
    expect((await send({ id_pagon_banco: id, valor: '0' })).body.erro).toBe(
      'Informe um valor maior que zero.',
    );
    const tooMuch = (before.saldo_disponivel + 1).toFixed(2);
    expect((await send({ id_pagon_banco: id, valor: tooMuch })).body.erro).toMatch(/insuficiente/);
    await sb.call('/control/finance/transfer-failure', { json: { message: 'Banco fora do ar.' } });
    expect((await send({ id_pagon_banco: id, valor: '100.00' })).body).toEqual(refusal('Banco fora do ar.'));
    const ok = (await send({ id_pagon_banco: id, valor: '100.00', identificacao: 'Retirada' })).body;
    expect(ok.status).toBe(true);
    expect(Math.round((ok.saldo_disponivel ?? 0) * 100)).toBe(
      Math.round(before.saldo_disponivel * 100) - 10000,
    );
    const after = (await v1<Extrato>('pagamentoonline/extrato', { periodo: '0' })).body;
    expect(Math.round(after.saldo_disponivel * 100)).toBe(Math.round(before.saldo_disponivel * 100) - 10000);
    expect(after).toMatchObject({ transferido: 100, transferencias: 1 });
    const inverted = (
      await v1<Extrato>('pagamentoonline/extrato', {
        periodo: 'PP',
        data_inicio: '10/03/2026',
        data_final: '01/03/2026',
      })
    ).body;
    expect(inverted).toEqual(refusal('A data final não pode ser anterior à data inicial.'));
  });

  it('bancos/filtrar filters by code, name and status', async () => {
    const res = (
      await v1<{ status: boolean; obj: { cod: string; banco: string; status: string }[] }>('bancos/filtrar', {
        codigo: '',
        nome: 'banco',
        status: 'S',
      })
    ).body;
    expect(res.status).toBe(true);
    expect(res.obj.every((b) => b.status === 'S' && /banco/i.test(b.banco))).toBe(true);
  });
});
