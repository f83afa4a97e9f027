/**
 * The product catalogue on the second service (base B, spec 02 §2.2 "Product data replacement
 * modal", §7 Products): GET products?page&per_page&codigo_barras|nome_produto → products.data.
 * A fixed, seeded catalogue of packaged and prepared products with EAN-13 barcodes; each has a
 * resized image (an SVG tile) served publicly like a CDN.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type {
  CatalogueSearchProduct,
  CatalogueSearchResponse,
  catalogueSearchPageSchema,
} from '../../shared/api/catalogue';
import { foldText } from '../../shared/catalogue/labels';
import { SANDBOX_PREFIXES } from '../../shared/config';
import type { SandboxContext } from '../context';
import { HttpError } from '../http';

const ITEMS: readonly [string, string][] = [
  ['Coca-Cola', 'Refrigerante de cola'],
  ['Guaraná Antarctica', 'Refrigerante de guaraná'],
  ['Fanta Laranja', 'Refrigerante sabor laranja'],
  ['Sprite', 'Refrigerante sabor limão'],
  ['Água Mineral Crystal', 'Água mineral sem gás'],
  ['Água com Gás São Lourenço', 'Água mineral gaseificada'],
  ['Suco Del Valle Uva', 'Néctar de uva'],
  ['Suco Del Valle Pêssego', 'Néctar de pêssego'],
  ['Cerveja Heineken', 'Cerveja puro malte lager'],
  ['Cerveja Brahma', 'Cerveja pilsen'],
  ['Chá Matte Leão', 'Chá mate gelado com limão'],
  ['Energético Red Bull', 'Bebida energética'],
  ['Pizza Margherita', 'Molho de tomate, mussarela, tomate e manjericão'],
  ['Pizza Calabresa', 'Calabresa fatiada, cebola e azeitonas'],
  ['Pizza Portuguesa', 'Presunto, ovos, cebola, ervilha e azeitonas'],
  ['Pizza Quatro Queijos', 'Mussarela, provolone, parmesão e catupiry'],
  ['Pizza Frango com Catupiry', 'Frango desfiado e catupiry'],
  ['Esfiha de Carne', 'Esfiha aberta de carne temperada'],
  ['Esfiha de Queijo', 'Esfiha aberta de queijo'],
  ['Pão de Queijo', 'Pão de queijo mineiro'],
  ['Coxinha de Frango', 'Salgado frito de frango'],
  ['Batata Frita', 'Batata palito frita'],
  ['Hambúrguer Artesanal', 'Pão brioche, blend 180 g, queijo e salada'],
  ['Açaí na Tigela', 'Açaí batido com banana'],
  ['Sorvete Kibon Chocolate', 'Sorvete de chocolate'],
  ['Chocolate Lacta Ao Leite', 'Chocolate ao leite'],
  ['Brigadeiro Gourmet', 'Brigadeiro de chocolate belga'],
  ['Pudim de Leite', 'Pudim de leite condensado'],
  ['Petit Gâteau', 'Bolo de chocolate com recheio cremoso'],
  ['Salada Caesar', 'Alface, croutons, parmesão e molho caesar'],
];
const VARIANTS: readonly string[] = [
  'Lata 350ml',
  'Garrafa 600ml',
  'Pet 2L',
  'Pequena',
  'Média',
  'Grande',
  'Família',
  'Unidade',
  'Porção',
  'Caixa 1L',
  'Pacote 90g',
  'Pote 500g',
  'Individual',
  'Kit 6 unidades',
  'Tradicional',
];
const COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c2d12', '#6d28d9', '#0f766e', '#9d174d'];

/** EAN-13 check digit of 12 digits. */
export function ean13(twelve: string): string {
  const sum = [...twelve].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

interface Entry extends CatalogueSearchProduct {
  folded: string;
}

/** The seeded catalogue: every item in every variant (450 products), ids from 1001. */
export function buildCatalogue(imageBase: string): Entry[] {
  const out: Entry[] = [];
  let n = 0;
  for (const [item, descricao] of ITEMS) {
    for (const variant of VARIANTS) {
      n += 1;
      const id = String(1000 + n);
      const nome = `${item} ${variant}`;
      out.push({
        id_produto: id,
        codigo_barras: ean13(`789${String(1000000 + n * 37).padStart(9, '0')}`),
        nome_produto: nome,
        descricao: `${descricao} - ${variant.toLowerCase()}`,
        imagem_redimensionada: `${imageBase}${id}.svg`,
        folded: foldText(nome),
      });
    }
  }
  return out;
}

function tile(entry: CatalogueSearchProduct): string {
  const initials = entry.nome_produto
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
    .replace(/[^A-ZÀ-Ý0-9]/g, '');
  const colour = COLOURS[Number(entry.id_produto) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="12" fill="${colour}"/><text x="60" y="72" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

const IMAGE_PATH = 'products/imagem/';
const MAX_PER_PAGE = 300;

function positive(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  const t = String(value);
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= max ? n : null;
}

export function productCatalogueRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  let catalogue: Entry[] | null = null;
  const all = () => (catalogue ??= buildCatalogue(ctx.absolute(`${SANDBOX_PREFIXES.v2}${IMAGE_PATH}`)));

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/products',
    async (request): Promise<CatalogueSearchResponse | { status: false; erro: string }> => {
      const q = request.query;
      const page = positive(q.page, 1, 100_000);
      const perPage = positive(q.per_page, 15, MAX_PER_PAGE);
      if (page === null || perPage === null)
        return { status: false, erro: 'Parâmetros de paginação inválidos.' };
      const barcode = (q.codigo_barras ?? '').replace(/\D/g, '');
      const name = foldText((q.nome_produto ?? '').trim()).slice(0, 100);
      const found = all().filter(
        (e) =>
          (barcode === '' || e.codigo_barras.startsWith(barcode)) && (name === '' || e.folded.includes(name)),
      );
      const data = found.slice((page - 1) * perPage, page * perPage).map((e): CatalogueSearchProduct => ({
        id_produto: e.id_produto,
        codigo_barras: e.codigo_barras,
        nome_produto: e.nome_produto,
        descricao: e.descricao,
        imagem_redimensionada: e.imagem_redimensionada,
      }));
      return {
        status: true,
        products: {
          current_page: page,
          per_page: perPage,
          total: found.length,
          last_page: Math.max(1, Math.ceil(found.length / perPage)),
          data,
        },
      } satisfies { status: true } & z.input<typeof catalogueSearchPageSchema>;
    },
  );

  app.get<{ Params: { id: string } }>(
    `/${IMAGE_PATH}:id`,
    { config: { public: true } },
    async (request, reply) => {
      const m = /^(\d{4})\.svg$/.exec(request.params.id);
      const entry = m ? all().find((e) => e.id_produto === m[1]) : undefined;
      if (!entry) throw new HttpError(404, { status: false, erro: 'Imagem não encontrada.' });
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(tile(entry));
    },
  );
}
