import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from '../../../renderer/src/components/feedback/DialogHost';
import { dialogs } from '../../../renderer/src/components/feedback/dialogs';
import { ApiError, RELOGIN_MESSAGE } from '../../../renderer/src/api/errors';
import {
  DataTable,
  LegacyRefusal,
  Pagination,
  ResourceErrorState,
  ResourceView,
  SearchInput,
  Switch,
  Tabs,
  clampPage,
  confirmDelete,
  emptyOnStatus,
  errorMessageOf,
  pageCountOf,
  pageList,
  pageWindow,
  pageSlice,
  rangeText,
  sortRows,
  unwrapLegacy,
  useResource,
  VirtualTable,
  alertLoadFailure,
  useLoadFailureAlert,
  type Column,
  type RowKey,
} from '../../../renderer/src/components/backoffice';

describe('pageList', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 'ellipsis-end', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 10]],
    [6, 10, [1, 'ellipsis-start', 4, 5, 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 8, 9, 10]],
    [50, 100, [1, 'ellipsis-start', 48, 49, 50, 51, 52, 'ellipsis-end', 100]],
    [0, 10, [1, 2, 3, 'ellipsis-end', 10]],
    [99, 10, [1, 'ellipsis-start', 8, 9, 10]],
    [1, 0, [1]],
    [Number.NaN, 3, [1, 2, 3]],
  ] as const)('page %s of %s', (current, count, expected) => {
    expect(pageList(current, count)).toEqual(expected);
  });

  it('counts pages and ranges', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(57, 10)).toBe(6);
    expect(pageCountOf(60, 10)).toBe(6);
    expect(pageCountOf(5, 0)).toBe(1);
    expect(clampPage(9, 6)).toBe(6);
    expect(clampPage(-2, 6)).toBe(1);
    expect(rangeText(2, 10, 57)).toBe('11–20 de 57');
    expect(rangeText(6, 10, 57)).toBe('51–57 de 57');
    expect(rangeText(1, 10, 0)).toBe('0 de 0');
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageSlice([1, 2, 3], 9, 2)).toEqual([3]);
  });
});

describe('pageWindow (03 §9: five page numbers in the finance lists)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [7, 10, [5, 6, 7, 8, 9]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [99, 10, [6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5]],
    [Number.NaN, 10, [1, 2, 3, 4, 5]],
    [1, 0, [1]],
  ] as const)('page %s of %s', (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it("'window' shows five numbers and no ellipsis; the default keeps first, last and ellipses", () => {
    const numbers = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('button', { name: /^Página \d+$/ })
        .map((b) => b.textContent);
    const { unmount } = render(
      <Pagination page={8} pageCount={20} onPageChange={() => undefined} numbers="window" />,
    );
    const windowNav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(numbers(windowNav)).toEqual(['6', '7', '8', '9', '10']);
    expect(windowNav.textContent).not.toContain('…');
    unmount();
    render(<Pagination page={8} pageCount={20} onPageChange={() => undefined} />);
    const endsNav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(numbers(endsNav)).toEqual(['1', '6', '7', '8', '9', '10', '20']);
    expect(endsNav.textContent).toContain('…');
  });

  it('marks the current page, moves, and disables the ends', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={10} total={95} pageSize={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(within(nav).getByText('1–10 de 95')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toHaveProperty('disabled', true);
    await userEvent.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith(10);
  });
});

interface Row {
  id: number;
  nome: string;
  preco: number | null;
}
const columns: Column<Row>[] = [
  { id: 'nome', header: 'Nome', cell: (r) => r.nome, sortValue: (r) => r.nome },
  { id: 'preco', header: 'Preço', cell: (r) => String(r.preco), sortValue: (r) => r.preco, align: 'right' },
];

describe('DataTable', () => {
  it('sorts pt-BR (accents, numbers, empty last)', () => {
    const rows: Row[] = [
      { id: 1, nome: 'Óleo', preco: 10 },
      { id: 2, nome: 'abacaxi', preco: null },
      { id: 3, nome: 'Banana', preco: 2 },
      { id: 4, nome: 'item 10', preco: 3 },
      { id: 5, nome: 'item 9', preco: 3 },
    ];
    const names = (s: Parameters<typeof sortRows<Row>>[2]) => sortRows(rows, columns, s).map((r) => r.id);
    expect(names({ column: 'nome', direction: 'asc' })).toEqual([2, 3, 5, 4, 1]);
    expect(names({ column: 'preco', direction: 'asc' })).toEqual([3, 4, 5, 1, 2]);
    expect(names({ column: 'preco', direction: 'desc' })).toEqual([1, 4, 5, 3, 2]);
    expect(names(null)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts on click, selects rows and all, paginates', async () => {
    const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      nome: `P${String(i + 1).padStart(2, '0')}`,
      preco: i,
    }));
    function Harness() {
      const [selected, setSelected] = useState<Set<RowKey>>(new Set());
      return (
        <>
          <DataTable
            caption="Produtos"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            pageSize={5}
            selection={{ selected, onChange: setSelected, rowLabel: (r) => `Selecionar ${r.nome}` }}
          />
          <output>{selected.size}</output>
        </>
      );
    }
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Produtos' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const nameHeader = within(table).getByRole('columnheader', { name: /Nome/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('P12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar P12' }));
    expect(document.querySelector('output')!.textContent).toBe('1');
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(document.querySelector('output')!.textContent).toBe('12');
    expect(screen.getByText('1–5 de 12')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(screen.getByText('11–12 de 12')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the empty message', () => {
    render(
      <DataTable
        aria-label="Usuários"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="Nenhum usuário encontrado."
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Usuários' })).getByText('Nenhum usuário encontrado.'),
    ).toBeTruthy();
  });
});

describe('DataTable scroll region', () => {
  const rows: Row[] = [{ id: 1, nome: 'A', preco: 1 }];

  it('a table wider than its box is a named, focusable region (axe scrollable-region-focusable)', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    try {
      render(
        <DataTable aria-label="Transações por pedido" columns={columns} rows={rows} rowKey={(r) => r.id} />,
      );
      const region = screen.getByRole('region', { name: 'Transações por pedido (rolável)' });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(within(region).getByRole('table', { name: 'Transações por pedido' })).toBeTruthy();
    } finally {
      width.mockRestore();
      client.mockRestore();
    }
  });

  it('a table that fits adds no tab stop', () => {
    render(<DataTable aria-label="Curta" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('.bo-table__scroll')?.hasAttribute('tabindex')).toBe(false);
  });
});

describe('useLoadFailureAlert (02 §8)', () => {
  it("a refusal opens 'Atenção!' with the server's text and Fechar, once per failure", async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const refusal = new LegacyRefusal('Estoque indisponível no momento.');
    const { rerender } = renderHook(({ error }) => useLoadFailureAlert({ status: 'error', error }), {
      initialProps: { error: refusal as unknown },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    expect(dialog.textContent).toContain('Estoque indisponível no momento.');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    // The same failure rendered again does not ask again.
    rerender({ error: refusal });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("an HTTP failure shows the body's message, else the generic text; 401 and aborts stay quiet", async () => {
    render(<DialogHost />);
    alertLoadFailure(new ApiError('http', 'v1', 500, { status: false, erro: 'Servidor em manutenção.' }));
    expect((await screen.findByRole('alertdialog', { name: 'Atenção!' })).textContent).toContain(
      'Servidor em manutenção.',
    );
    act(() => dialogs.clear());
    alertLoadFailure(new ApiError('network', 'v1', 0, undefined));
    expect((await screen.findByRole('alertdialog', { name: 'Atenção!' })).textContent).toContain(
      'Não foi possível carregar os dados.',
    );
    act(() => dialogs.clear());
    alertLoadFailure(new ApiError('unauthorized', 'v1', 401, undefined));
    alertLoadFailure(Object.assign(new Error('x'), { name: 'AbortError' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('useResource', () => {
  it('loads, reloads, and keeps data on setData', async () => {
    let n = 0;
    const loader = vi.fn(async () => ++n);
    const { result } = renderHook(() => useResource(loader, []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe(1);
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBe(1);
    await waitFor(() => expect(result.current.data).toBe(2));
    act(() => result.current.setData((d) => (d ?? 0) + 10));
    expect(result.current.data).toBe(12);
  });

  it('aborts a stale load: the older answer never wins', async () => {
    const pending = new Map<string, { resolve(v: string): void; signal: AbortSignal }>();
    const loader = (q: string) => (signal: AbortSignal) =>
      new Promise<string>((resolve) => pending.set(q, { resolve, signal }));
    const { result, rerender } = renderHook(({ q }) => useResource(loader(q), [q]), {
      initialProps: { q: 'a' },
    });
    rerender({ q: 'ab' });
    expect(pending.get('a')!.signal.aborted).toBe(true);
    await act(async () => pending.get('ab')!.resolve('AB'));
    await act(async () => pending.get('a')!.resolve('A'));
    expect(result.current.data).toBe('AB');
    expect(result.current.status).toBe('ready');
  });

  it('aborts on unmount and reports errors', async () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useResource((s) => {
        signal = s;
        return new Promise(() => undefined);
      }, []),
    );
    unmount();
    expect(signal?.aborted).toBe(true);

    const { result } = renderHook(() =>
      useResource(async () => unwrapLegacy({ ok: false, message: 'Loja inválida' }), []),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(LegacyRefusal);
    expect(errorMessageOf(result.current.error, 'x')).toBe('Loja inválida');
    expect(errorMessageOf(new Error('boom'), 'Falhou')).toBe('Falhou');
    expect(unwrapLegacy({ ok: true, data: 5 })).toBe(5);
  });
});

describe('ResourceView', () => {
  it('shows loading, then the error with retry, then the data or the empty text', async () => {
    let fail = true;
    let items: string[] = [];
    function Screen() {
      const r = useResource(async () => {
        if (fail) throw new LegacyRefusal('Erro ao carregar');
        return items;
      }, []);
      return (
        <>
          <button type="button" onClick={r.reload}>
            Recarregar
          </button>
          <ResourceView resource={r} emptyMessage="Nenhum periodo financeiro encontrado.">
            {(d) => (
              <ul>
                {d.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            )}
          </ResourceView>
        </>
      );
    }
    render(<Screen />);
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Erro ao carregar'),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum periodo financeiro encontrado.')).toBeTruthy();
    items = ['Janeiro'];
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('Janeiro')).toBeTruthy();
  });
});

describe('controls', () => {
  it('switch says its state in words; tabs switch panels; search clears', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      const [q, setQ] = useState('pizza');
      return (
        <>
          <Switch label="Produto ativo" checked={on} onCheckedChange={setOn} />
          <Tabs
            label="Seções"
            items={[
              { value: 'a', label: 'Geral', content: <p>Painel geral</p> },
              { value: 'b', label: 'Estoque', content: <p>Painel estoque</p> },
            ]}
          />
          <SearchInput label="Procurar produtos" value={q} onChange={setQ} />
        </>
      );
    }
    render(<Harness />);
    const sw = screen.getByRole('switch', { name: 'Produto ativo' });
    expect(screen.getByText('Inativo')).toBeTruthy();
    await userEvent.click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Ativo')).toBeTruthy();
    expect(screen.getByText('Painel geral')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Estoque' }));
    expect(screen.getByText('Painel estoque')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Procurar produtos' });
    expect(search.getAttribute('placeholder')).toBe('Procurar...');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect((search as HTMLInputElement).value).toBe('');
  });
});

describe('confirmDelete', () => {
  it('asks with the spec texts and resolves true only on Sim deletar.', async () => {
    render(<DialogHost />);
    let answer = confirmDelete();
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Você tem certeza?')).toBeTruthy();
    expect(within(dialog).getByText('Não será possível reverter!')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
    answer = confirmDelete();
    await userEvent.click(await screen.findByRole('button', { name: 'Sim deletar.' }));
    await expect(answer).resolves.toBe(true);
  });
});

describe('VirtualTable', () => {
  it('renders only the visible rows of thousands, with their ARIA position', () => {
    // jsdom has no layout: give the scroll box a size.
    const size = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(560);
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const rows: Row[] = Array.from({ length: 5000 }, (_, i) => ({ id: i, nome: `Item ${i}`, preco: i }));
    render(<VirtualTable aria-label="Itens" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Itens' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const shown = within(table).getAllByRole('row');
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(40);
    expect(shown[1]!.getAttribute('aria-rowindex')).toBe('2');
    expect(within(table).getByText('Item 0')).toBeTruthy();
    expect(within(table).queryByText('Item 4999')).toBeNull();
    size.mockRestore();
    width.mockRestore();
  });

  it('shows the empty message', () => {
    render(
      <VirtualTable
        aria-label="Itens"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="Nada por aqui"
      />,
    );
    expect(screen.getByText('Nada por aqui')).toBeTruthy();
  });
});

describe('DataTable controlled page', () => {
  it('follows the page it is given and reports clicks', async () => {
    const rows: Row[] = Array.from({ length: 30 }, (_, i) => ({ id: i, nome: `N${i}`, preco: i }));
    const onPageChange = vi.fn();
    const { rerender } = render(
      <DataTable
        aria-label="T"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        pageSize={10}
        page={2}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('11–20 de 30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.getByText('11–20 de 30')).toBeTruthy();
    rerender(
      <DataTable
        aria-label="T"
        columns={columns}
        rows={rows.slice(0, 12)}
        rowKey={(r) => r.id}
        pageSize={10}
        page={1}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText('1–10 de 12')).toBeTruthy();
  });
});

describe('useResource with the HTTP layer errors', () => {
  it('a 401 shows the re-login text without a retry; 404 can mean empty', async () => {
    function Screen() {
      const r = useResource(async () => {
        throw new ApiError('unauthorized', 'json', 401, undefined);
      }, []);
      return <ResourceView resource={r}>{() => null}</ResourceView>;
    }
    render(<Screen />);
    expect((await screen.findByRole('alert')).textContent).toContain(RELOGIN_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();

    const notFound = Promise.reject(new ApiError('http', 'json', 404, undefined));
    await expect(emptyOnStatus(notFound, [404], [])).resolves.toEqual([]);
    const boom = Promise.reject(new ApiError('http', 'json', 500, undefined));
    await expect(emptyOnStatus(boom, [404], [])).rejects.toBeInstanceOf(ApiError);
    await expect(emptyOnStatus(Promise.resolve([1]), [404], [])).resolves.toEqual([1]);
  });
});

describe('ResourceErrorState', () => {
  it("shows a refusal's message or the fallback with a retry, and the re-login text without one after a 401", async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <ResourceErrorState error={new LegacyRefusal('Loja bloqueada.')} fallback="Falhou." onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Loja bloqueada.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(<ResourceErrorState error={new Error('boom')} fallback="Falhou." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Falhou.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();

    rerender(
      <ResourceErrorState
        error={new ApiError('unauthorized', 'json', 401, undefined)}
        fallback="Falhou."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(RELOGIN_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});

describe('Tabs keepMounted', () => {
  it('keeps what was typed in an inactive tab', async () => {
    render(
      <Tabs
        label="Produto"
        keepMounted
        items={[
          { value: 'a', label: 'Geral', content: <input aria-label="Nome" /> },
          { value: 'b', label: 'Imagem', content: <p>Imagem aqui</p> },
        ]}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'Pizza');
    await userEvent.click(screen.getByRole('tab', { name: 'Imagem' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Geral' }));
    expect((screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement).value).toBe('Pizza');
  });
});
