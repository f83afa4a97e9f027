// What the desk tells main of cancelled and changed orders (issue 33 §2), the orders screen's
// 'Cancelamento impresso na Cozinha', and the queue's per-station numbers (§1).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveOrder } from '../../../shared/api/live-order';
import type { OrderStatus } from '../../../shared/api/platform-v1';
import { channelArgs } from '../../../shared/bridge-schemas';
import { DEFAULT_LOCAL_PRINT_SETTINGS, type PrintJobView, type PrintQueue } from '../../../shared/printing';
import { slipNotices } from '../../../renderer/src/order-printing/slipNotice';
import { slipChanges } from '../../../renderer/src/order-printing/slipWatch';
import { StationCounts } from '../../../renderer/src/features/printing/queue/StationCounts';
import { StationSection } from '../../../renderer/src/features/printing/settings/StationSection';
import { toEntry, type OrderEntry } from '../../../renderer/src/stores/orders';
import { liveOrder } from './orderFixtures';

const entries = (...orders: LiveOrder[]): Map<string, OrderEntry> =>
  new Map(orders.map((o) => [o.id_pedido, toEntry(o, 0)]));
const item = (nome: string, quantidade = 1) => ({
  nome,
  quantidade,
  valor_unitario: 10,
  valor_total: 10 * quantidade,
  linhas: [],
  id_cardapio_categoria: '1',
});
const order = (status: OrderStatus, itens = [item('Pizza')], extra: { motivo_cancelamento?: string } = {}) =>
  liveOrder({ id_pedido: '7', status, ...extra, pedidoObj: { itens } });

describe('slipChanges', () => {
  it('tells a cancel once, with its reason, from the platform status or a first sight (cold start)', () => {
    const before = entries(order('PA'));
    const after = entries(order('PC', undefined, { motivo_cancelamento: ' Cliente desistiu ' }));
    expect(slipChanges(before, after)).toEqual([
      { kind: 'cancelled', orderId: '7', reason: 'Cliente desistiu' },
    ]);
    expect(slipChanges(after, entries(order('PC')))).toEqual([]);
    expect(slipChanges(new Map(), entries(order('PC')))).toEqual([{ kind: 'cancelled', orderId: '7' }]);
  });

  it("cuts the platform's reason (up to 5000 characters) to the slip's 500: main refuses a longer one", () => {
    const long = `${'Cliente desistiu. '.repeat(200)}fim`;
    const [change] = slipChanges(
      entries(order('PA')),
      entries(order('PC', undefined, { motivo_cancelamento: long })),
    );
    expect(change?.kind === 'cancelled' && change.reason).toBe(long.slice(0, 500).trim());
    expect(channelArgs.printing.orderChanged.safeParse([change]).success).toBe(true);
  });

  it('tells a change of items, and not one of anything else', () => {
    const before = entries(order('PL'));
    expect(slipChanges(before, entries(order('PL', [item('Pizza', 2)])))).toMatchObject([
      { kind: 'items', order: { id_pedido: '7' } },
    ]);
    expect(slipChanges(before, entries(order('PI')))).toEqual([]);
    expect(slipChanges(new Map(), entries(order('PL')))).toEqual([]);
  });

  it('ignores a cancel still waiting in the outbox: the platform may refuse it', () => {
    const change = { entryId: 'e1', to: 'PC', pressedAt: '2026-12-02T12:00:00Z', state: 'waiting' as const };
    const waiting = toEntry(order('PL'), 0, change);
    expect(waiting.order.status).toBe('PC');
    expect(slipChanges(entries(order('PL')), new Map([['7', waiting]]))).toEqual([]);
  });
});

const job = (patch: Partial<PrintJobView>): PrintJobView => ({
  key: 'k',
  orderId: '7',
  kind: 'cancel',
  label: 'CANCELADO',
  printerName: 'Cozinha',
  state: 'printed',
  reprint: false,
  attempts: 1,
  createdAt: 0,
  updatedAt: 0,
  ...patch,
});
const queue = (printedToday: PrintJobView[], patch: Partial<PrintQueue> = {}): PrintQueue => ({
  pending: [],
  failed: [],
  printedToday,
  alerts: [],
  ...patch,
});

describe('slipNotices', () => {
  it("says which stations printed the order's slips", () => {
    const q = queue([
      job({}),
      job({ printerName: 'Caixa', key: 'k2' }),
      job({ kind: 'cashier', printerName: 'Bar' }),
    ]);
    expect(slipNotices(q, '7')).toEqual(['Cancelamento impresso na Cozinha, Caixa']);
    expect(slipNotices(q, '8')).toEqual([]);
    expect(slipNotices(null, '7')).toEqual([]);
  });
});

describe('StationCounts', () => {
  it("names the last number out and 'Cozinha: nº 36 ainda não saiu' with its reason", () => {
    render(
      <StationCounts
        stations={[
          { station: 'Cozinha', day: '2026-12-02', lastOut: 35, missing: [{ no: 36, reason: 'sem papel' }] },
          { station: 'Caixa', day: '2026-12-02', lastOut: null, missing: [] },
        ]}
      />,
    );
    expect(screen.getByText(/último cupom que saiu: nº 35/)).toBeTruthy();
    expect(screen.getByText('Cozinha: nº 36 ainda não saiu (sem papel)')).toBeTruthy();
    expect(screen.getByText(/nenhum cupom saiu ainda/)).toBeTruthy();
  });

  it("names a kitchen screen as the store named it, never by 'tela:<id>'", () => {
    render(
      <StationCounts
        stations={[
          {
            station: 'tela:x1',
            label: 'Tela Chapa',
            day: '2026-12-02',
            lastOut: 4,
            missing: [{ no: 5, reason: 'tela fechada' }],
          },
        ]}
      />,
    );
    expect(screen.getByText('Tela Chapa')).toBeTruthy();
    expect(screen.getByText('Tela Chapa: nº 5 ainda não saiu (tela fechada)')).toBeTruthy();
    expect(screen.queryByText(/tela:x1/)).toBeNull();
  });
});

describe('StationSection: the settings beyond the spec', () => {
  it('reads absent flags as on, and writes what staff untick', () => {
    let form = {
      settings: { ...DEFAULT_LOCAL_PRINT_SETTINGS },
      numbers: { qtdeCopia: '1', saltoLinhaInicio: '0', margemEsquerda: '0', margemDireita: '0' },
      qzCertificate: '',
      qzKey: { kind: 'none' },
    } as unknown as Parameters<typeof StationSection>[0]['form'];
    const change = (update: (f: typeof form) => typeof form) => (form = update(form));
    render(<StationSection form={form} change={change} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true]);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    expect(form.settings.numerarCupons).toBe('false');
    expect(form.settings.avisoCancelamentoCaixa).toBe('false');
    expect(form.settings.avisoCancelamento).toBeUndefined();
  });
});
