// Issue 14 §1: a keystroke's render mounts at most FIRST_PASS_ROWS new rows (rows already on
// screen are free), holds the place of the rest with spacers of the rows' height, and never
// changes what the list says (counts, 'Mostrar mais', empty sections); the full list follows.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FIRST_PASS_ROWS,
  OrderList,
  ROW_HEIGHT,
  visibleRows,
} from '../../../renderer/src/features/orders/OrderList';
import { sectionsFilter, sectionsOf, sortEntries } from '../../../renderer/src/orders-live/sections';
import { formatTime } from '../../../shared/format';
import { clockTime, toEntry, type OrderEntry } from '../../../renderer/src/stores/orders';
import { liveOrder } from './orderFixtures';

const STATUSES = ['PP', 'PA', 'PE', 'PD', 'PC'] as const;
/** 40 orders per section, newest (highest id) first within each. */
const entries = new Map<string, OrderEntry>(
  Array.from({ length: 200 }, (_, i) => {
    const o = liveOrder({
      id_pedido: String(1000 + i),
      status: STATUSES[i % 5],
      data_criacao: `2026-11-21 ${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
      usuario_nome: i % 2 === 0 ? `Zélia ${i}` : `Otávio ${i}`,
    });
    return [o.id_pedido, toEntry(o, Date.now())];
  }),
);
const sorted = sortEntries(entries);

function renderList(props: { budget?: number; onScreen?: ReadonlySet<string>; query?: string }) {
  const sections = sectionsOf(sorted, props.query ?? '');
  const utils = render(
    <OrderList
      sections={sections}
      limits={{}}
      selectedId={null}
      query={props.query ?? ''}
      budget={props.budget}
      onScreen={props.onScreen}
      onSelect={() => undefined}
      onShowMore={() => undefined}
    />,
  );
  return { ...utils, sections };
}

const rowsIn = (label: string) =>
  [
    ...screen
      .getByRole('region', { name: new RegExp(`^${label}`) })
      .querySelectorAll<HTMLElement>('.order-row'),
  ].map((r) => r.dataset.orderId);
const held = (label: string) =>
  screen
    .getByRole('region', { name: new RegExp(`^${label}`) })
    .querySelector<HTMLElement>('.order-section__held');

describe('OrderList first pass', () => {
  it('without a budget every section shows its first 30 rows and no spacer', () => {
    const { container } = renderList({});
    expect(container.querySelectorAll('.order-row')).toHaveLength(150);
    expect(container.querySelector('.order-section__held')).toBeNull();
    expect(container.querySelector('.order-list')?.getAttribute('aria-busy')).toBeNull();
  });

  it('a budget mounts that many new rows in list order; the rest is held at the rows’ height', () => {
    const { container, sections } = renderList({ budget: FIRST_PASS_ROWS });
    expect(container.querySelectorAll('.order-row')).toHaveLength(FIRST_PASS_ROWS);
    const pending = sections[0]?.entries ?? [];
    expect(rowsIn('Pendente')).toEqual(pending.slice(0, FIRST_PASS_ROWS).map((e) => e.order.id_pedido));
    expect(held('Pendente')?.style.height).toBe(`${(30 - FIRST_PASS_ROWS) * ROW_HEIGHT}px`);
    expect(held('Pendente')?.getAttribute('aria-hidden')).toBe('true');
    // The later sections: no row yet, the whole page held; counts and Mostrar mais unchanged,
    // and never 'Nenhum pedido por aqui' for a section that has orders.
    expect(rowsIn('Cancelados')).toEqual([]);
    expect(held('Cancelados')?.style.height).toBe(`${30 * ROW_HEIGHT}px`);
    expect(screen.queryByText('Nenhum pedido por aqui')).toBeNull();
    for (const h of within(container).getAllByRole('heading', { level: 2 })) {
      expect(h.textContent).toMatch(/40$/);
    }
    expect(screen.getAllByRole('button', { name: 'Mostrar mais (10 restantes)' })).toHaveLength(5);
    expect(container.querySelector('.order-list')?.getAttribute('aria-busy')).toBe('true');
  });

  it('rows already on screen cost nothing: only new rows spend the budget', () => {
    const before = sectionsOf(sorted, '');
    const onScreen = new Set(before.flatMap((s) => visibleRows(s, {}).map((e) => e.order.id_pedido)));
    // 'zelia' keeps the even ids: 20 per section, the 15 newest already on screen, 5 new each.
    // Budget 16: Pendente, Aceito and Enviado whole (15 new), Entregues 15 + 1 new, then
    // Cancelados its 15 on screen up to its first new row.
    const { container } = renderList({ budget: FIRST_PASS_ROWS, onScreen, query: 'zelia' });
    expect(rowsIn('Pendente')).toHaveLength(20);
    expect(rowsIn('Entregues')).toHaveLength(16);
    expect(held('Entregues')?.style.height).toBe(`${4 * ROW_HEIGHT}px`);
    expect(rowsIn('Cancelados')).toHaveLength(15);
    expect(container.querySelectorAll('.order-row')).toHaveLength(91);
  });

  it('a section renders up to its first new row beyond the budget, later sections go on', () => {
    const before = sectionsOf(sorted, '');
    // On screen: only the Cancelado rows. With no budget, Pendente waits and Cancelado renders.
    const onScreen = new Set(
      visibleRows(before[4] as (typeof before)[number], {}).map((e) => e.order.id_pedido),
    );
    const { container } = renderList({ budget: 0, onScreen });
    expect(rowsIn('Pendente')).toEqual([]);
    expect(rowsIn('Cancelados')).toHaveLength(30);
    expect(container.querySelectorAll('.order-row')).toHaveLength(30);
  });

  it('an empty search result still says so', () => {
    renderList({ budget: FIRST_PASS_ROWS, query: 'ninguém' });
    expect(screen.getByRole('status').textContent).toBe('Nenhum pedido encontrado para “ninguém”.');
  });
});

describe('sectionsFilter', () => {
  it('answers the last two queries from memory and others afresh, as sectionsOf would', () => {
    const filter = sectionsFilter(sorted);
    const a = filter('maria');
    const all = filter('');
    expect(filter('maria')).toBe(a);
    expect(filter('')).toBe(all);
    expect(a).toEqual(sectionsOf(sorted, 'maria'));
    const b = filter('joao');
    expect(b).toEqual(sectionsOf(sorted, 'joao'));
    expect(filter('')).toBe(all);
    expect(filter('maria')).not.toBe(a); // the oldest was forgotten
  });
});

describe('clockTime', () => {
  it('writes HH:mm in local time exactly as formatTime does', () => {
    const start = new Date(2026, 10, 21, 0, 0).getTime();
    for (let m = 0; m < 24 * 60; m += 7) {
      const ms = start + m * 60_000 + 59_000;
      expect(clockTime(ms)).toBe(formatTime(new Date(ms)));
    }
  });

  it('an order without a creation time shows a dash', () => {
    expect(clockTime(0)).toBe('—');
    expect(toEntry(liveOrder({ data_criacao: '' }), Date.now()).time).toBe('—');
  });
});
