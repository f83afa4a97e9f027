import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../../../shared/api/platform-v1';
import { summarizeToday } from '../../../renderer/src/features/home/summary';
import { customerName } from '../../../renderer/src/orders-live/orderView';
import { ordersResponseSchema } from '../../../shared/api/platform-v1';

const NOW = new Date(2026, 10, 21, 20, 0, 0);
let seq = 0;
const order = (status: string, valor: number | null, when: string, nome = 'Cliente'): OrderSummary => ({
  id_pedido: String(++seq),
  status,
  data_criacao: when,
  valor_total: valor,
  usuario_nome: nome,
});

describe('summarizeToday', () => {
  it('counts today per section, sums non-cancelled revenue and the average ticket', () => {
    const s = summarizeToday(
      [
        order('PP', 10, '2026-11-21 10:00:00'),
        order('PA', 20, '2026-11-21 11:00:00'),
        order('PI', 30, '2026-11-21 11:30:00'),
        order('PL', 40, '2026-11-21 12:00:00'),
        order('LE', 50, '2026-11-21 12:30:00'),
        order('PE', 60, '2026-11-21 13:00:00'),
        order('PICKUP_READY', 70, '2026-11-21 13:30:00'),
        order('PD', 80, '2026-11-21 14:00:00'),
        order('PC', 1000, '2026-11-21 15:00:00'),
        order('PD', 500, '2026-11-20 23:59:59'),
        order('PD', 500, 'data quebrada'),
      ],
      NOW,
    );
    expect(s.total).toBe(9);
    expect(s.bySection).toEqual({ pending: 1, production: 4, sent: 2, delivered: 1, cancelled: 1 });
    expect(s.revenue).toBe(360);
    expect(s.averageTicket).toBe(45);
    expect(s.latest.map((o) => o.status)).toEqual(['PC', 'PD', 'PICKUP_READY', 'PE', 'LE', 'PL', 'PI', 'PA']);
  });

  it('no orders → zeros, no division by zero', () => {
    const s = summarizeToday([], NOW);
    expect(s).toMatchObject({ total: 0, revenue: 0, averageTicket: 0, latest: [] });
  });

  it('only cancelled orders → revenue 0 and ticket 0', () => {
    const s = summarizeToday([order('PC', 99, '2026-11-21 09:00:00')], NOW);
    expect([s.total, s.revenue, s.averageTicket, s.bySection.cancelled]).toEqual([1, 0, 0, 1]);
  });

  it('rounds money to cents', () => {
    const s = summarizeToday(
      [
        order('PD', 0.1, '2026-11-21 09:00:00'),
        order('PD', 0.2, '2026-11-21 09:01:00'),
        order('PD', 0.2, '2026-11-21 09:02:00'),
      ],
      NOW,
    );
    expect(s.revenue).toBe(0.5);
    expect(s.averageTicket).toBe(0.17);
  });

  it('an unknown status counts in the total but in no section', () => {
    const s = summarizeToday([order('LI', 10, '2026-11-21 09:00:00')], NOW);
    expect(s.total).toBe(1);
    expect(Object.values(s.bySection).reduce((a, b) => a + b)).toBe(0);
  });

  it('customer name falls back to pedidoObj, then to "Cliente"', () => {
    expect(
      customerName({ ...order('PP', 1, ''), usuario_nome: '', pedidoObj: { usuario_nome: 'Ana' } }),
    ).toBe('Ana');
    expect(customerName({ ...order('PP', 1, ''), usuario_nome: '' })).toBe('Cliente');
  });
});

describe('orders response: one odd order never breaks the list', () => {
  it('keeps the valid ones, counts the skipped', () => {
    const parsed = ordersResponseSchema.parse({
      pedidos: [
        {
          id_pedido: 1,
          status: 'PP',
          data_criacao: '2026-11-21 10:00:00',
          valor_total: '45,90',
          usuario_nome: 'Ana',
        },
        { status: 'PP' },
        null,
        'lixo',
        {
          id_pedido: '2',
          status: 'PD',
          data_criacao: '2026-11-21 11:00:00',
          valor_total: 10,
          pedidoObj: 'x',
        },
      ],
    });
    expect(parsed.pedidos.map((p) => [p.id_pedido, p.valor_total])).toEqual([
      ['1', 45.9],
      ['2', 10],
    ]);
    expect(parsed.skipped).toBe(3);
  });
});
