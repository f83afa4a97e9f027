import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductsCard, type ProductsCardProps } from '../../../renderer/src/features/catalogue/ProductsCard';
import { productSchema, type Product } from '../../../shared/api/catalogue';
import { createProductFilter } from '../../../renderer/src/features/catalogue/search';
import { PIZZAS } from './catalogueFixtures';

const category = PIZZAS;

function product(n: number, extra: Record<string, unknown> = {}): Product {
  return productSchema.parse({
    id_cardapio: String(1000 + n),
    id_cardapio_categoria: '9',
    nome_prod: `Pizza ${n % 2 ? 'Calabresa' : 'Muçarela'} ${n}`,
    descricao: n % 3 === 0 ? 'Borda recheada' : 'Massa fina',
    preco: 30 + (n % 10),
    novo_preco: null,
    foto: n % 5 === 0 ? `https://cdn.example/p/${n}.png` : '',
    status: 'S',
    ordem: n,
    disponibilidade: '',
    tamanhos:
      n === 4
        ? [
            {
              id_cardapio_tamanho: '1',
              id_cardapio: '1004',
              nome: 'Família',
              preco: 99.9,
              status: 'S',
              ordem: 1,
            },
          ]
        : [],
    variacoes: [],
    ...extra,
  });
}

const BIG = Array.from({ length: 5000 }, (_, i) => product(i + 1));

function props(over: Partial<ProductsCardProps> = {}): ProductsCardProps {
  return {
    category,
    products: BIG,
    status: 'ready',
    errorMessage: '',
    query: '',
    onQuery: vi.fn(),
    onRetry: vi.fn(),
    onAdd: vi.fn(),
    onEdit: vi.fn(),
    onClone: vi.fn(),
    onDelete: vi.fn(),
    onStatus: vi.fn(),
    onReorder: vi.fn(),
    ...over,
  };
}

describe('ProductsCard before a category is chosen (spec 02 §2.1)', () => {
  it('asks for a category in the body and on the disabled add button, and badges that none is chosen', () => {
    render(<ProductsCard {...props({ category: null, products: undefined })} />);
    expect(screen.getByRole('status').textContent).toBe('Selecione uma categoria para adicionar um produto');
    expect(screen.getByText('Nenhuma categoria selecionada')).toBeTruthy();
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Adicionar Produto' });
    expect(add.disabled).toBe(true);
    expect(add.title).toBe('Selecione uma categoria para adicionar um produto');
  });
});

describe('ProductsCard with a very large category', () => {
  // jsdom has no layout: give the scroll box a size.
  let restore: (() => void)[] = [];
  beforeEach(() => {
    const h = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const w = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(900);
    // Rows 73 px tall, laid out by their index (what the virtualizer and dnd-kit measure).
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const tr = this.closest('tr[data-index]');
      const top = tr ? Number(tr.getAttribute('data-index')) * 73 : 0;
      const height = tr ? 73 : 600;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 900,
        height,
        right: 900,
        bottom: top + height,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const offset = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.matches('tr[data-index]') ? 73 : 0;
    });
    restore = [h, w, rect, offset].map((m) => () => m.mockRestore());
  });
  afterEach(() => restore.forEach((r) => r()));

  it('mounts a bounded number of rows for 5,000 products, with their ARIA position', () => {
    render(<ProductsCard {...props()} />);
    const table = screen.getByRole('table', { name: 'Produtos - Pizzas' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rows = table.querySelectorAll('tbody tr[data-index]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByText('5000 produtos')).toBeTruthy();
    expect(within(table).getByText('Pizza Calabresa 1')).toBeTruthy();
    expect(within(table).queryByText('Pizza Muçarela 5000')).toBeNull();
    // Every row keeps its controls: status select, clone/edit/delete, reorder handle.
    expect(within(table).getByLabelText('Status de Pizza Calabresa 1')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Duplicar Pizza Calabresa 1' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Mover Pizza Calabresa 1' })).toBeTruthy();
    // Lazy images.
    const img = table.querySelector('img.catalogue-thumb');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    // The rows not mounted are stood for by one spacer (whole list height for the scrollbar).
    const spacer = table.querySelector<HTMLElement>('tbody tr.catalogue-spacer td');
    expect(parseFloat(spacer?.style.height ?? '0')).toBeGreaterThan(4000 * 60);
  });

  it('filters over the whole record with "x de y produtos", still bounded, reorder off while filtered', () => {
    const { rerender } = render(<ProductsCard {...props({ query: 'RECHEADA calabresa' })} />);
    // Odd n (Calabresa) and n % 3 === 0 (recheada): n ≡ 3 (mod 6) → 833 of 5000.
    expect(screen.getByText('833 de 5000 produtos')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(30);
    expect(within(table).queryByRole('button', { name: /^Mover / })).toBeNull();
    // The id is part of the record too: 6000 is only Pizza Muçarela 5000's.
    rerender(<ProductsCard {...props({ query: 'mucarela 6000' })} />);
    expect(screen.getByText('1 de 5000 produtos')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Pizza Muçarela 5000')).toBeTruthy();
    rerender(<ProductsCard {...props({ query: 'nada disso' })} />);
    expect(screen.getByText('Nenhum produto encontrado.')).toBeTruthy();
  });

  it('a status change and the row actions reach the handlers with the row product', () => {
    const p = props();
    render(<ProductsCard {...p} />);
    fireEvent.change(screen.getByLabelText('Status de Pizza Muçarela 2'), { target: { value: 'F' } });
    expect(p.onStatus).toHaveBeenCalledWith(BIG[1], 'F');
    fireEvent.click(screen.getByRole('button', { name: 'Editar Pizza Calabresa 3' }));
    expect(p.onEdit).toHaveBeenCalledWith(BIG[2]);
  });

  it('keyboard reorder (Space, ArrowDown, Space) gives the whole category order to onReorder', async () => {
    const p = props();
    render(<ProductsCard {...p} />);
    const handle = screen.getByRole('button', { name: 'Mover Pizza Calabresa 1' });
    handle.focus();
    // dnd-kit listens for the next keys one tick after the pick-up.
    const press = (code: string, key: string) =>
      act(async () => {
        fireEvent.keyDown(handle, { code, key });
        await new Promise((r) => setTimeout(r, 10));
      });
    await press('Space', ' ');
    expect(handle.getAttribute('aria-pressed')).toBe('true');
    await press('ArrowDown', 'ArrowDown');
    await press('Space', ' ');
    expect(p.onReorder).toHaveBeenCalledTimes(1);
    const ids = vi.mocked(p.onReorder).mock.calls[0]?.[0] ?? [];
    expect(ids).toHaveLength(5000);
    expect(ids.slice(0, 3)).toEqual(['1002', '1001', '1003']);
  });
});

describe('products search index', () => {
  it('reads each product once per list load, not once per keystroke', () => {
    let reads = 0;
    const list = Array.from({ length: 300 }, (_, i) => {
      const p = product(i + 1);
      const name = p.nome_prod;
      Object.defineProperty(p, 'nome_prod', {
        enumerable: true,
        get: () => {
          reads += 1;
          return name;
        },
      });
      return p;
    });
    const filter = createProductFilter(list);
    expect(reads).toBe(300);
    for (const q of ['c', 'ca', 'cal', 'CALABRESA', 'CALABRESA b', 'CALABRESA borda']) filter(q);
    expect(filter('CALABRESA recheada')).toHaveLength(50);
    expect(reads).toBe(300);
    expect(filter('')).toBe(list);
    expect(filter('   ')).toBe(list);
  });

  it.each([
    ['muçarela', 'Pizza Muçarela 2', true],
    ['MUCARELA', 'Pizza Muçarela 2', true],
    ['r$ 32,00', 'Pizza Muçarela 2', true],
    ['familia', 'Pizza Muçarela 4', true],
    ['99,90', 'Pizza Muçarela 4', true],
    ['cdn.example/p/5', 'Pizza Calabresa 5', true],
    ['calabresa 2', 'Pizza Muçarela 2', false],
  ])('%s finds %s: %s', (query, name, found) => {
    const list = Array.from({ length: 6 }, (_, i) => product(i + 1));
    const p = list.find((x) => x.nome_prod === name) as Product;
    expect(createProductFilter(list)(query).includes(p)).toBe(found);
  });
});
