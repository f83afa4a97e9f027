// Issue 35 §3: what one keystroke in 'Procurar...' costs at 2,000 orders, counted. The CPU profile
// of the keystrokes (keydown → list committed) spent a tenth on the pass over every order and its
// section, a tenth on lucide building the same section icons again, and it mounted 16 new rows
// where a 1366×768 window shows 3 of the list. The results stay those of sectionsOf.
import { createElement } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Lucide from 'lucide-react';
import {
  FIRST_PASS_ROWS,
  firstPassRows,
  OrderList,
  SectionJump,
  useFirstPassRows,
} from '../../../renderer/src/features/orders/OrderList';
import { narrows, sectionsFilter, sectionsOf, sortEntries } from '../../../renderer/src/orders-live/sections';
import { searchTerms } from '../../../shared/search';
import { toEntry, type OrderEntry } from '../../../renderer/src/stores/orders';
import { liveOrder } from './orderFixtures';

/** Renders of the cancelled section's icon (no order here is cancelled: only its heading and jump). */
const xCircle = vi.hoisted(() => ({ renders: 0 }));
vi.mock('lucide-react', async (importOriginal) => {
  const original = await importOriginal<typeof Lucide>();
  return {
    ...original,
    XCircle: (props: Lucide.LucideProps) => {
      xCircle.renders += 1;
      return createElement(original.XCircle, props);
    },
  };
});

const NAMES = ['Maria Souza', 'João Silva', 'Mariana Lima', 'Joana Maria', 'Márcio Rua', 'Ana Paula'];
const STATUSES = ['PP', 'PA', 'PE', 'PD'] as const;

/** 240 orders whose search text counts its reads (the pass over the orders, per keystroke). */
function countedEntries(): { sorted: OrderEntry[]; reads: { n: number } } {
  const reads = { n: 0 };
  const map = new Map<string, OrderEntry>();
  for (let i = 0; i < 240; i++) {
    const name = NAMES[i % NAMES.length] as string;
    const o = liveOrder({
      id_pedido: String(4000 + i),
      status: STATUSES[i % STATUSES.length],
      usuario_nome: name,
      pedidoObj: { usuario_nome: name },
      pedido: `#${4000 + i} ${name} Pizza ${i % 3 === 0 ? 'Calabresa' : 'Mussarela'} Rua ${i}`,
      data_criacao: `2026-11-21 ${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`,
    });
    const entry = toEntry(o, Date.now());
    const text = entry.search;
    Object.defineProperty(entry, 'search', {
      get: () => {
        reads.n += 1;
        return text;
      },
    });
    map.set(o.id_pedido, entry);
  }
  return { sorted: sortEntries(map), reads };
}

const ids = (sections: ReturnType<typeof sectionsOf>) =>
  sections.map((s) => s.entries.map((e) => e.order.id_pedido));

describe('narrows', () => {
  it.each([
    ['maria', 'mari', true],
    ['maria', '', true],
    ['joao si', 'joao s', true],
    ['si joao', 'joao s', true],
    ['joao', 'joao silva', false],
    ['mari', 'maria', false],
    ['ana', 'maria', false],
    ['#48', '#4', true],
    ['48', '#4', false],
  ])('%j narrows %j: %s', (query, wider, ok) => {
    expect(narrows(searchTerms(query), searchTerms(wider))).toBe(ok);
  });
});

describe('sectionsFilter while typing', () => {
  it('gives what sectionsOf gives, for every text of a typed, erased and retyped search', () => {
    const { sorted } = countedEntries();
    const filter = sectionsFilter(sorted);
    const typed = [
      ...['m', 'ma', 'mar', 'mari', 'maria', 'mari', 'mar', 'marc', 'márcio', 'márcio ', 'márcio r'],
      ...['', 'j', 'jo', 'joa', 'joao', 'joao ', 'JOAO S', 'joão si', 'joao silva', 'silva', 'silva joao'],
      ...['#', '#4', '#40', '#401', '#40', 'rua 1', 'rua 12', 'calabresa', 'calabresa ana', 'ninguem', ''],
    ];
    for (const q of typed) expect(ids(filter(q)), q).toEqual(ids(sectionsOf(sorted, q)));
  });

  it('the next letter reads only the orders the last text found, not every order again', () => {
    const { sorted, reads } = countedEntries();
    const filter = sectionsFilter(sorted);
    filter('');
    reads.n = 0;
    filter('mar');
    expect(reads.n).toBe(240);
    const found = filter('mar').reduce((n, s) => n + s.entries.length, 0);
    expect(found).toBeLessThan(240);
    reads.n = 0;
    filter('mari');
    expect(reads.n).toBe(found);
    // Same words, other spelling: nothing read.
    reads.n = 0;
    filter('MARI ');
    expect(reads.n).toBe(0);
    // A wider text (a letter erased) is not inside the last results: every order again.
    reads.n = 0;
    filter('ma');
    expect(reads.n).toBe(240);
  });
});

describe('the first pass of a keystroke', () => {
  it.each([
    [317, 6],
    [768, 12],
    [1080, 16],
    [2160, 30],
    [0, FIRST_PASS_ROWS],
    [-40, FIRST_PASS_ROWS],
    [Number.NaN, FIRST_PASS_ROWS],
  ])('%i px of the list in the window: %i rows', (height, rows) => {
    expect(firstPassRows(height)).toBe(rows);
  });

  it('measures the part of the list the window shows when the search takes the focus or the window resizes', () => {
    const list = document.createElement('div');
    const input = document.createElement('input');
    document.body.append(list, input);
    const height = window.innerHeight;
    let top = height - 317;
    list.getBoundingClientRect = () => ({ top, bottom: top + 1004 }) as DOMRect;
    try {
      const { result } = renderHook(() => useFirstPassRows({ current: list }, { current: input }));
      // Nothing measured before the search is used.
      expect(result.current).toBe(FIRST_PASS_ROWS);
      act(() => input.focus());
      expect(result.current).toBe(firstPassRows(317));
      top = 0;
      act(() => {
        input.blur();
        input.focus();
      });
      expect(result.current).toBe(firstPassRows(height));
      act(() => {
        Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(result.current).toBe(firstPassRows(400));
    } finally {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
      list.remove();
      input.remove();
    }
  });
});

describe('the section icons', () => {
  it('a keystroke re-renders the headings, counts and jump buttons, not their icons', () => {
    const { sorted } = countedEntries();
    const filter = sectionsFilter(sorted);
    const page = (query: string) => (
      <>
        <SectionJump sections={filter(query)} />
        <OrderList
          sections={filter(query)}
          limits={{}}
          selectedId={null}
          query={query}
          onSelect={() => undefined}
          onShowMore={() => undefined}
        />
      </>
    );
    const { rerender, container } = render(page('m'));
    const first = xCircle.renders;
    expect(first).toBe(2);
    for (const q of ['ma', 'mar', 'mari']) rerender(page(q));
    expect(container.querySelector('.order-list')?.getAttribute('data-query')).toBe('mari');
    expect(xCircle.renders).toBe(first);
    expect(container.querySelector('#orders-section-cancelled svg')).not.toBeNull();
  });
});
