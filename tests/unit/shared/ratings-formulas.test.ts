import { describe, expect, it } from 'vitest';
import {
  distributionBars,
  halfStars,
  overallScore,
  ratingStatusName,
  replyTag,
  rowAverage,
  starIcons,
} from '../../../shared/reports/ratings';

describe('overall score (03 §9): sum of the three sums / (3 × count), one decimal', () => {
  it.each([
    [{ nota_comida: 45, nota_entrega: 40, nota_geral: 42, total: 10 }, 4.2],
    [{ nota_comida: 5, nota_entrega: 5, nota_geral: 5, total: 1 }, 5],
    [{ nota_comida: 1, nota_entrega: 1, nota_geral: 1, total: 1 }, 1],
    [{ nota_comida: 14, nota_entrega: 13, nota_geral: 13, total: 3 }, 4.4],
    [{ nota_comida: '9', nota_entrega: '8', nota_geral: '7', total: '2' }, 4],
    [{ nota_comida: 0, nota_entrega: 0, nota_geral: 0, total: 0 }, 0],
    [{ nota_comida: 30, nota_entrega: 30, nota_geral: 30, total: 1 }, 5],
    [null, 0],
    [{}, 0],
  ])('%j → %s', (totals, score) => {
    expect(overallScore(totals as never)).toBe(score);
  });
});

describe('half stars', () => {
  it.each([
    [0, 0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [3.2, 3, ['full', 'full', 'full', 'empty', 'empty']],
    [3.3, 3.5, ['full', 'full', 'full', 'half', 'empty']],
    [3.7, 3.5, ['full', 'full', 'full', 'half', 'empty']],
    [3.8, 4, ['full', 'full', 'full', 'full', 'empty']],
    [4.9, 5, ['full', 'full', 'full', 'full', 'full']],
    [Number.NaN, 0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('%s → %s', (score, half, icons) => {
    expect(halfStars(score)).toBe(half);
    expect(starIcons(score)).toEqual(icons);
  });
});

describe('rating rows', () => {
  it.each([
    [5, 4, 5, 4.67],
    [1, 2, 2, 1.67],
    [5, 5, 5, 5],
    [3, 4, 4, 3.67],
  ])('average of %s, %s, %s is %s', (a, b, c, avg) => {
    expect(rowAverage({ nota_comida: a, nota_entrega: b, nota_geral: c })).toBe(avg);
  });

  it.each([
    ['CC', 'Contabilizado'],
    ['PR', 'Processando'],
    ['', 'Processando'],
    [null, 'Processando'],
  ])('status %j → %s', (code, name) => {
    expect(ratingStatusName(code)).toBe(name);
  });

  it.each([
    ['Ótimo', 'Obrigado!', 'Respondido'],
    ['Ótimo', null, 'Sem Resposta'],
    ['Ótimo', '   ', 'Sem Resposta'],
    [null, null, null],
    ['', 'Obrigado!', null],
  ])('comment %j, reply %j → %s', (user, store, tag) => {
    expect(replyTag({ comentario_usuario: user, comentario_estabelecimento: store })).toBe(tag);
  });

  it('distribution bars from 5 stars down, in percent', () => {
    expect(distributionBars([1, 0, 1, 2, 6])).toEqual([
      { stars: 5, count: 6, percent: 60 },
      { stars: 4, count: 2, percent: 20 },
      { stars: 3, count: 1, percent: 10 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 10 },
    ]);
    expect(distributionBars(null).every((b) => b.percent === 0)).toBe(true);
    expect(distributionBars(['x', -3]).map((b) => b.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
