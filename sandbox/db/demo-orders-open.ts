/**
 * Hand-written demo orders still being worked on: pending, accepted and printed. Written out rather
 * than generated so each shows a known customer, address and payment that tests and demos can name.
 */
import { CATEGORY, type OrderTemplate } from './order-templates';

const VILA_MARIANA = '315';
const MOEMA = '322';
const PARAISO = '318';

/** Orders still being worked on: pending, accepted, printed. */
export const OPEN_ORDERS: readonly OrderTemplate[] = [
  {
    status: 'PP',
    minutesAgo: 2,
    customer: {
      id: '55201',
      nome: 'Juliana Ferreira',
      telefone: '(11) 99812-3344',
      confirmado: true,
      compras: 1,
    },
    address: {
      id: '90211',
      bairroId: VILA_MARIANA,
      completo: 'Rua Domingos de Morais, 1200, apto 52 - Vila Mariana, São Paulo - SP, 04010-100',
    },
    itens: [
      {
        nome: 'Pizza Grande Calabresa',
        quantidade: 1,
        valor_unitario: 62.9,
        linhas: ['Borda:Catupiry', 'Massa:Tradicional'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Guaraná Antarctica 2L',
        quantidade: 1,
        valor_unitario: 12,
        linhas: [],
        categoria: CATEGORY.bebidas,
      },
    ],
    observacoes: 'Capricha no orégano!',
    pagamento: { forma: 'Dinheiro', online: false, troco: 100 },
    firstInApp: true,
    firstInStore: true,
    origin: 'cardapio-web',
    chat: true,
    externalDelivery: { allowed: true },
  },
  {
    status: 'PP',
    minutesAgo: 5,
    customer: {
      id: '55187',
      nome: 'Rafael Nogueira',
      telefone: '(11) 97654-2210',
      confirmado: true,
      compras: 14,
    },
    address: {
      id: '90187',
      bairroId: PARAISO,
      completo: 'Rua Tutóia, 455, casa 2 - Paraíso, São Paulo - SP, 04007-001',
    },
    itens: [
      {
        nome: 'Pizza Grande Meio a Meio',
        quantidade: 1,
        valor_unitario: 74.9,
        linhas: ['Sabores:Margherita,Quatro Queijos', 'Borda:Catupiry,Cheddar'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Cerveja Heineken Long Neck 330ml',
        quantidade: 2,
        valor_unitario: 9.5,
        linhas: [],
        categoria: CATEGORY.bebidas,
      },
    ],
    observacoes: 'Sem cebola, por favor. Interfone quebrado, ligar ao chegar.',
    pagamento: { forma: 'Pix (pago online)', online: true },
    origin: 'app',
    chat: true,
    externalDelivery: { allowed: true },
  },
  {
    status: 'PP',
    minutesAgo: 9,
    customer: {
      id: '55230',
      nome: 'Beatriz Almeida',
      telefone: '(11) 98123-7788',
      confirmado: false,
      compras: 3,
    },
    address: null,
    itens: [
      {
        nome: 'Esfiha de Carne',
        quantidade: 4,
        valor_unitario: 6.5,
        linhas: [],
        categoria: CATEGORY.esfihas,
      },
      {
        nome: 'Calzone de Frango com Catupiry',
        quantidade: 1,
        valor_unitario: 39.9,
        linhas: ['Adicionais:Bacon,Milho'],
        categoria: CATEGORY.calzones,
      },
    ],
    observacoes: '',
    pagamento: { forma: 'Cartão de crédito na retirada', online: false },
    firstInStore: true,
    origin: 'cardapio-web',
    chat: false,
  },
  {
    status: 'PA',
    minutesAgo: 16,
    customer: {
      id: '55102',
      nome: 'Lucas Pereira',
      telefone: '(11) 99450-1020',
      confirmado: true,
      compras: 7,
    },
    address: {
      id: '90102',
      bairroId: MOEMA,
      completo: 'Avenida Ibirapuera, 2907, bloco B apto 141 - Moema, São Paulo - SP, 04029-200',
    },
    itens: [
      {
        nome: 'Pizza Grande Portuguesa',
        quantidade: 1,
        valor_unitario: 68.9,
        linhas: ['Borda:Cheddar', 'Retirar:Cebola,Ervilha'],
        categoria: CATEGORY.pizzas,
      },
      { nome: 'Coca-Cola 2L', quantidade: 1, valor_unitario: 13, linhas: [], categoria: CATEGORY.bebidas },
    ],
    observacoes: 'Portaria 24h, deixar com o porteiro.',
    pagamento: { forma: 'Cartão de débito na entrega', online: false },
    origin: 'app',
    chat: true,
    externalDelivery: { allowed: true, status: 'SEARCHING_DELIVERY', id: 'ext-7781' },
  },
  {
    status: 'PA',
    minutesAgo: 24,
    customer: {
      id: '55044',
      nome: 'Fernanda Costa',
      telefone: '(11) 98877-6655',
      confirmado: true,
      compras: 22,
    },
    address: {
      id: '90044',
      bairroId: VILA_MARIANA,
      completo: 'Rua Joaquim Távora, 980, apto 33 - Vila Mariana, São Paulo - SP, 04015-011',
    },
    itens: [
      {
        nome: 'Pizza Broto Frango com Catupiry',
        quantidade: 2,
        valor_unitario: 38.9,
        linhas: ['Massa:Integral'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Suco Natural de Laranja 500ml',
        quantidade: 2,
        valor_unitario: 11,
        linhas: [],
        categoria: CATEGORY.bebidas,
      },
    ],
    observacoes: '',
    pagamento: { forma: 'Cartão de crédito (pago online)', online: true, desconto: 10 },
    origin: 'app',
    chat: true,
    externalDelivery: { allowed: true },
  },
  {
    status: 'PI',
    minutesAgo: 31,
    customer: {
      id: '55310',
      nome: 'Gabriel Rodrigues',
      telefone: '(11) 97711-2030',
      confirmado: true,
      compras: 2,
    },
    address: {
      id: '90310',
      bairroId: PARAISO,
      completo: 'Rua Abílio Soares, 1102 - Paraíso, São Paulo - SP, 04005-003',
    },
    itens: [
      {
        nome: 'Pizza Grande Pepperoni',
        quantidade: 1,
        valor_unitario: 71.9,
        linhas: ['Borda:Sem borda'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Pizza Broto Chocolate com Morango',
        quantidade: 1,
        valor_unitario: 42,
        linhas: ['Borda:Chocolate'],
        categoria: CATEGORY.pizzasDoces,
      },
    ],
    observacoes: 'Cortar em 12 pedaços.',
    pagamento: { forma: 'Dinheiro', online: false, troco: 150 },
    origin: 'cardapio-web',
    chat: false,
    externalDelivery: { allowed: true },
  },
];
