import { describe, expect, it } from 'vitest';
import { parseQuantity } from '../../../renderer/src/features/catalogue/product/compositionApi';
import { normaliseQuery } from '../../../renderer/src/features/catalogue/product/catalogueSearchApi';
import {
  catalogueSearchItemSchema as catalogueProductSchema,
  compositionItemSchema,
} from '../../../shared/api/catalogue';
import { statusOfLink } from '../../../renderer/src/features/catalogue/product/variationLinksApi';
import { productVariationLinkSchema as linkSchema } from '../../../shared/api/catalogue-variations';

describe('product modal rules (spec 02 §2.2, §5)', () => {
  it('Qtd.: whole numbers 1–99', () => {
    expect(['1', ' 7 ', '99', '0', '100', '1.5', '', 'a', '-1'].map(parseQuantity)).toEqual([
      1,
      7,
      99,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads removivel as the platform may send it', () => {
    const base = {
      id_cardapio_estoque: 1,
      id_cardapio: 2,
      id_estoque: 3,
      nome_item: 'Mussarela',
      quantidade: '2',
    };
    const read = (removivel: unknown) => compositionItemSchema.parse({ ...base, removivel }).removivel;
    expect([true, 1, '1', 'S', 's', 'true', false, 0, '0', 'N', null, undefined].map(read)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(compositionItemSchema.parse({ ...base, removivel: true })).toMatchObject({
      id_cardapio_estoque: '1',
      quantidade: 2,
    });
  });

  it('reads a variation link: status or status_cv, empty size as every size', () => {
    const link = linkSchema.parse({
      id_cardapio_variacao: 9,
      id_variacao: 4,
      id_cardapio: 2,
      id_cardapio_tamanho: '',
      nome_variacao: '<b>Borda</b>',
      escolha_minima: '0',
      escolha_maxima: '2',
      calculo_preco: 'mp',
      status_cv: 'O',
    });
    expect(link).toMatchObject({ id_cardapio_tamanho: '0', escolha_maxima: 2, nome_variacao_avulsa: '' });
    expect(statusOfLink(link)).toBe('O');
    expect(statusOfLink(linkSchema.parse({ ...link, status: 'F' }))).toBe('F');
    expect(statusOfLink(linkSchema.parse({ id_cardapio_variacao: 1, id_variacao: 1 }))).toBe('S');
  });

  it('catalogue search: barcodes keep only digits, names are trimmed; numbers read as text', () => {
    expect(normaliseQuery('codigo_barras', ' 789-1000 00001 5 ')).toBe('7891000000015');
    expect(normaliseQuery('codigo_barras', 'abc')).toBe('');
    expect(normaliseQuery('nome_produto', '  Guaraná  ')).toBe('Guaraná');
    expect(
      catalogueProductSchema.parse({
        id_produto: 1001,
        codigo_barras: 7891000000015,
        nome_produto: 'X',
        descricao: null,
      }),
    ).toMatchObject({
      id_produto: '1001',
      codigo_barras: '7891000000015',
      descricao: '',
      imagem_redimensionada: '',
    });
  });
});
