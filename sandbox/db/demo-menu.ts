/**
 * The demo menu (spec 02 §3), as data: categories with their availability, products, prices, sizes
 * and option groups shared by several products. Store 2 gets the same menu with ids +100, so tests
 * can tell the stores apart by id while the contents stay the same.
 */
import type { MenuCategory, MenuStatus } from '../../shared/api/platform-v1';
import { ALL_WEEK, weekly, type MenuProduct, type MenuSnapshot, type OptionGroup } from '../menu';

/** Option groups shared by several products (global variations, spec 02 §2.5). */
const g = (
  nome_variacao: string,
  escolha_minima: number,
  escolha_maxima: number,
  itens: [string, number][],
  calculo_preco: OptionGroup['calculo_preco'] = 'st',
): OptionGroup => ({
  nome_variacao,
  escolha_minima,
  escolha_maxima,
  calculo_preco,
  itens: itens.map(([nome, preco]) => ({ nome, preco })),
});

const BORDA = g('Borda', 0, 2, [
  ['Catupiry', 9],
  ['Cheddar', 9],
  ['Cream cheese', 10],
]);
const MASSA = g('Massa', 1, 1, [
  ['Tradicional', 0],
  ['Fina', 0],
  ['Integral', 4],
]);
const ADICIONAIS = g('Adicionais', 0, 3, [
  ['Bacon', 7],
  ['Milho', 3],
  ['Cebola extra', 2],
  ['Azeitona', 3],
  ['Ovo', 3],
  ['Palmito', 6],
]);
const RETIRAR = g('Retirar', 0, 2, [
  ['Cebola', 0],
  ['Azeitona', 0],
  ['Tomate', 0],
  ['Orégano', 0],
]);
const SABORES = g(
  'Sabores',
  2,
  2,
  [
    ['Margherita', 59.9],
    ['Calabresa', 62.9],
    ['Quatro Queijos', 66.9],
    ['Portuguesa', 68.9],
    ['Frango com Catupiry', 64.9],
    ['Pepperoni', 71.9],
  ],
  'mp',
);
const BORDA_DOCE = g('Borda', 0, 1, [
  ['Chocolate', 10],
  ['Doce de leite', 10],
  ['Nutella', 14],
]);
const PONTO = g('Ponto', 1, 1, [
  ['Mal passada', 0],
  ['Ao ponto', 0],
  ['Bem passada', 0],
]);
const MOLHOS = g('Molhos', 0, 3, [
  ['Barbecue', 3],
  ['Maionese da casa', 3],
  ['Mostarda e mel', 3],
  ['Pimenta biquinho', 2],
]);
const CALDA = g('Calda', 0, 1, [
  ['Chocolate', 3],
  ['Caramelo', 3],
  ['Frutas vermelhas', 4],
]);
const ACUCAR = g('Açúcar', 1, 1, [
  ['Com açúcar', 0],
  ['Sem açúcar', 0],
  ['Adoçante', 0],
]);
const ACOMPANHA = g('Acompanha', 0, 2, [
  ['Gelo', 0],
  ['Limão', 0],
]);

/** The shared option groups, also seeded as the store's global variations (sandbox/catalogue/variations-repo.ts). */
export const DEMO_OPTION_GROUPS = {
  BORDA,
  MASSA,
  ADICIONAIS,
  RETIRAR,
  SABORES,
  BORDA_DOCE,
  PONTO,
  MOLHOS,
  CALDA,
  ACUCAR,
  ACOMPANHA,
} as const;

interface ProductSeed {
  nome: string;
  descricao?: string;
  preco?: number;
  novo_preco?: number;
  /** [Broto, Grande] for pizzas, [Meia, Inteira] for portions. */
  tamanhos?: [string, number][];
  variacoes?: OptionGroup[];
  status?: MenuStatus;
}

interface CategorySeed {
  /** Id of the main store's category; the branch adds 100. */
  id: number;
  nome: string;
  status: MenuStatus;
  disponibilidade: string;
  produtos: ProductSeed[];
}

const pizza = (nome: string, broto: number, grande: number, descricao: string): ProductSeed => ({
  nome,
  descricao,
  tamanhos: [
    ['Broto', broto],
    ['Grande', grande],
  ],
  variacoes: [BORDA, MASSA, ADICIONAIS, RETIRAR],
});
const doce = (nome: string, broto: number, grande: number): ProductSeed => ({
  nome,
  tamanhos: [
    ['Broto', broto],
    ['Grande', grande],
  ],
  variacoes: [BORDA_DOCE],
});
const porcao = (nome: string, meia: number, inteira: number, variacoes: OptionGroup[]): ProductSeed => ({
  nome,
  tamanhos: [
    ['Meia', meia],
    ['Inteira', inteira],
  ],
  variacoes,
});

const DEMO_CATEGORIES: readonly CategorySeed[] = [
  {
    id: 12,
    nome: 'Pizzas Salgadas',
    status: 'S',
    disponibilidade: '',
    produtos: [
      pizza('Pizza Margherita', 36.9, 59.9, 'Molho de tomate, muçarela, tomate e manjericão fresco'),
      pizza('Pizza Calabresa', 38.9, 62.9, 'Calabresa fatiada, cebola e azeitonas'),
      pizza('Pizza Quatro Queijos', 41.9, 66.9, 'Muçarela, provolone, parmesão e catupiry'),
      pizza('Pizza Portuguesa', 42.9, 68.9, 'Presunto, ovos, cebola, ervilha e azeitonas'),
      pizza('Pizza Frango com Catupiry', 38.9, 64.9, 'Frango desfiado coberto com catupiry'),
      pizza('Pizza Pepperoni', 44.9, 71.9, 'Pepperoni importado e muçarela'),
      { ...pizza('Pizza Atum', 39.9, 63.9, 'Atum sólido, cebola e azeitonas'), status: 'F' },
      pizza(
        'Pizza Especial da Casa com Calabresa Artesanal, Catupiry Original e Cebola Roxa Caramelizada',
        48.9,
        79.9,
        'A receita do nonno: massa de fermentação natural de 48 horas',
      ),
      {
        nome: 'Pizza Meio a Meio',
        descricao: 'Dois sabores na pizza grande; vale o preço do sabor mais caro',
        preco: 0,
        variacoes: [SABORES, BORDA, MASSA],
      },
    ],
  },
  {
    id: 13,
    nome: 'Pizzas Doces',
    status: 'S',
    disponibilidade: '',
    produtos: [
      doce('Pizza Chocolate com Morango', 42, 68),
      doce('Pizza Banana com Canela', 38, 62),
      doce('Pizza Romeu e Julieta', 39, 64),
      doce('Pizza Prestígio', 41, 66),
    ],
  },
  {
    id: 15,
    nome: 'Esfihas',
    status: 'S',
    disponibilidade: '',
    produtos: [
      { nome: 'Esfiha de Carne', preco: 6.5 },
      { nome: 'Esfiha de Queijo', preco: 6.9 },
      { nome: 'Esfiha de Calabresa', preco: 6.9 },
      { nome: 'Esfiha de Frango com Catupiry', preco: 7.5 },
      { nome: 'Esfiha Folhada de Escarola com Muçarela, Alho Frito Crocante e Azeite', preco: 8.9 },
    ],
  },
  {
    id: 16,
    nome: 'Calzones',
    status: 'S',
    disponibilidade: '',
    produtos: [
      { nome: 'Calzone de Frango com Catupiry', preco: 39.9, variacoes: [ADICIONAIS] },
      { nome: 'Calzone de Calabresa', preco: 37.9, variacoes: [ADICIONAIS] },
      { nome: 'Calzone Quatro Queijos', preco: 41.9, variacoes: [ADICIONAIS] },
    ],
  },
  {
    id: 17,
    nome: 'Porções',
    status: 'S',
    disponibilidade: weekly(ALL_WEEK, ['11:00', '15:00'], ['18:00', '23:59']),
    produtos: [
      porcao('Batata Frita', 24.9, 36.9, [MOLHOS]),
      porcao('Picanha Acebolada com Mandioca Frita', 59.9, 98.9, [PONTO, MOLHOS]),
      porcao('Frango a Passarinho', 29.9, 44.9, [MOLHOS]),
      { nome: 'Calabresa Acebolada', preco: 34.9 },
    ],
  },
  {
    id: 18,
    nome: 'Sobremesas',
    status: 'S',
    disponibilidade: '',
    produtos: [
      { nome: 'Petit Gâteau com Sorvete', preco: 24.9, variacoes: [CALDA] },
      { nome: 'Pudim de Leite Condensado', preco: 14.9 },
      { nome: 'Brownie com Sorvete de Creme', preco: 22.9, variacoes: [CALDA] },
      { nome: 'Mousse de Maracujá', preco: 12.9 },
    ],
  },
  {
    id: 20,
    nome: 'Bebidas',
    status: 'S',
    disponibilidade: '',
    produtos: [
      { nome: 'Coca-Cola 2L', preco: 14, novo_preco: 12.9 },
      { nome: 'Coca-Cola Lata 350ml', preco: 6.5, variacoes: [ACOMPANHA] },
      { nome: 'Guaraná Antarctica 2L', preco: 12 },
      { nome: 'Guaraná Antarctica Lata 350ml', preco: 6, variacoes: [ACOMPANHA] },
      { nome: 'Suco Natural de Laranja 500ml', preco: 11, variacoes: [ACUCAR] },
      { nome: 'Água Mineral sem Gás 500ml', preco: 4.5 },
      { nome: 'Cerveja Heineken Long Neck 330ml', preco: 9.5 },
    ],
  },
  {
    id: 21,
    nome: 'Combos da Semana',
    status: 'O',
    disponibilidade: weekly(['sx', 'sb'], ['18:00', '23:30']),
    produtos: [{ nome: 'Combo Pizza Grande + Refrigerante 2L', preco: 69.9 }],
  },
  {
    id: 22,
    nome: 'Pratos Executivos',
    status: 'F',
    disponibilidade: weekly(['sg', 'te', 'qa', 'qi', 'sx'], ['11:00', '15:00']),
    produtos: [{ nome: 'Parmegiana de Frango com Arroz e Fritas', preco: 32.9 }],
  },
];

/** The demo menu of one store, with its ids (the branch's are offset so ids stay unique). */
export function demoMenu(establishmentId: number): MenuSnapshot {
  const offset = (establishmentId - 1) * 100;
  const categorias: MenuCategory[] = [];
  const produtos: MenuProduct[] = [];
  let productId = 300 + (establishmentId - 1) * 1000;
  DEMO_CATEGORIES.forEach((c, index) => {
    const categoryId = String(c.id + offset);
    categorias.push({
      id_cardapio_categoria: categoryId,
      nome_categoria: c.nome,
      status: c.status,
      disponibilidade: c.disponibilidade,
      ordem: index + 1,
    });
    c.produtos.forEach((p, order) => {
      productId += 1;
      produtos.push({
        id_cardapio: String(productId),
        id_cardapio_categoria: categoryId,
        nome_prod: p.nome,
        descricao: p.descricao ?? '',
        preco: p.preco ?? 0,
        novo_preco: p.novo_preco ?? null,
        status: p.status ?? 'S',
        ordem: order + 1,
        tamanhos: (p.tamanhos ?? []).map(([nome, preco]) => ({ nome, preco })),
        variacoes: p.variacoes ?? [],
      });
    });
  });
  return { categorias, produtos };
}
