import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, orderSearchText, searchTerms } from '../../../shared/search';
import { sectionsFilter, sortEntries } from '../../../renderer/src/orders-live/sections';
import { toEntry, type OrderEntry } from '../../../renderer/src/stores/orders';
import { liveOrder } from './orderFixtures';

describe('normalizeSearch', () => {
  it.each([
    ['João', 'joao'],
    ['SÃO PAULO', 'sao paulo'],
    ['  Açaí   com   Paçoca ', 'acai com pacoca'],
    ['Ñandú Über Crème brûlée', 'nandu uber creme brulee'],
    ['', ''],
    ['\t\n', ''],
  ])('%j → %j', (input, out) => {
    expect(normalizeSearch(input)).toBe(out);
  });

  it('blank queries have no terms', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms('Zé  da Silva')).toEqual(['ze', 'da', 'silva']);
  });
});

describe('matchesSearch: accent- and case-insensitive, every word', () => {
  const text = '#48201 X7KQ2P Juliana Ferreira (11) 99812-3344 Pizza Calabresa Rua São Bento, 12';
  it.each([
    ['juliana', true],
    ['JULIANA', true],
    ['julianá', true],
    ['sao bento', true],
    ['são bento', true],
    ['bento sao', true],
    ['48201', true],
    ['#48201', true],
    ['calabresa juliana', true],
    ['calabresa beatriz', false],
    ['mussarela', false],
    ['', true],
    ['   ', true],
  ])('%j → %s', (query, ok) => {
    expect(matchesSearch(text, query)).toBe(ok);
  });
});

describe('orderSearchText', () => {
  it('reads pedido, the number, the customer name and phone (digits too)', () => {
    const order = liveOrder({
      id_pedido: '777',
      pedido: 'Pizza Portuguesa',
      usuario_nome: 'Ângela Müller',
      usuario_telefone_formatado: '(11) 98765-4321',
    });
    const text = orderSearchText(order);
    for (const q of [
      'portuguesa',
      'angela',
      'muller',
      '#777',
      '777',
      '98765-4321',
      '987654321',
      '11 98765',
    ]) {
      expect(matchesSearch(text, q), q).toBe(true);
    }
  });

  it('the pedidoObj customer name counts when the top-level one is missing', () => {
    const order = liveOrder({ usuario_nome: '', pedido: '', pedidoObj: { usuario_nome: 'Otávio' } });
    expect(matchesSearch(orderSearchText(order), 'otavio')).toBe(true);
  });
});

describe('the sections with a query', () => {
  const entries = new Map<string, OrderEntry>(
    [
      liveOrder({
        id_pedido: '1',
        status: 'PP',
        usuario_nome: 'Ana Lima',
        pedido: '',
        pedidoObj: { usuario_nome: 'Ana Lima' },
      }),
      liveOrder({
        id_pedido: '2',
        status: 'PA',
        usuario_nome: 'Bruno Lima',
        pedido: '',
        pedidoObj: { usuario_nome: 'Bruno Lima' },
      }),
      liveOrder({
        id_pedido: '3',
        status: 'PD',
        usuario_nome: 'Carla Souza',
        pedido: '',
        pedidoObj: { usuario_nome: 'Carla Souza' },
      }),
    ].map((o) => [o.id_pedido, toEntry(o, 0)]),
  );
  const ids = (q: string) =>
    sectionsFilter(sortEntries(entries))(q).map((s) => s.entries.map((e) => e.order.id_pedido));

  it('filters inside every section, keeping the five sections', () => {
    expect(ids('')).toEqual([['1'], ['2'], [], ['3'], []]);
    expect(ids('lima')).toEqual([['1'], ['2'], [], [], []]);
    expect(ids('SOUZA')).toEqual([[], [], [], ['3'], []]);
    expect(ids('nobody')).toEqual([[], [], [], [], []]);
  });
});
