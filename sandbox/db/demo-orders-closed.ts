/**
 * Hand-written demo orders past production: on the way, ready for pickup, delivered and cancelled.
 * Written out rather than generated so each status shows a known customer, address and payment that
 * tests and demos can name.
 */
import { CUSTOMER_CANCEL_REASON } from '../orders/generator-data';
import { CATEGORY, type OrderTemplate } from './order-templates';

const VILA_MARIANA = '315';
const MOEMA = '322';
const PARAISO = '318';

/** Orders on their way, ready, delivered or cancelled. */
export const CLOSED_ORDERS: readonly OrderTemplate[] = [
  {
    status: 'PE',
    minutesAgo: 42,
    customer: {
      id: '55077',
      nome: 'Camila Martins',
      telefone: '(11) 99301-4455',
      confirmado: true,
      compras: 9,
    },
    address: {
      id: '90077',
      bairroId: MOEMA,
      completo: 'Alameda dos Maracatins, 426, apto 71 - Moema, São Paulo - SP, 04089-000',
    },
    itens: [
      {
        nome: 'Pizza Grande Margherita',
        quantidade: 1,
        valor_unitario: 59.9,
        linhas: ['Borda:Catupiry'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Petit Gâteau com Sorvete',
        quantidade: 1,
        valor_unitario: 24.9,
        linhas: [],
        categoria: CATEGORY.sobremesas,
      },
    ],
    observacoes: '',
    pagamento: { forma: 'Pix (pago online)', online: true },
    origin: 'app',
    chat: true,
    externalDelivery: { allowed: true, status: 'WITH_DELIVERY', id: 'ext-7765' },
  },
  {
    status: 'PE',
    minutesAgo: 55,
    customer: {
      id: '55012',
      nome: 'Thiago Barbosa',
      telefone: '(11) 98040-9988',
      confirmado: true,
      compras: 31,
    },
    address: {
      id: '90012',
      bairroId: VILA_MARIANA,
      completo: 'Rua Vergueiro, 3185, apto 104 - Vila Mariana, São Paulo - SP, 04101-300',
    },
    itens: [
      {
        nome: 'Pizza Grande Quatro Queijos',
        quantidade: 1,
        valor_unitario: 66.9,
        linhas: ['Borda:Cheddar,Catupiry'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Água Mineral sem Gás 500ml',
        quantidade: 2,
        valor_unitario: 4.5,
        linhas: [],
        categoria: CATEGORY.bebidas,
      },
    ],
    observacoes: 'Troco para R$ 100,00 em notas pequenas.',
    pagamento: { forma: 'Dinheiro', online: false, troco: 100 },
    origin: 'app',
    chat: true,
    externalDelivery: { allowed: false },
  },
  {
    status: 'PICKUP_READY',
    minutesAgo: 38,
    customer: {
      id: '55266',
      nome: 'Mariana Lopes',
      telefone: '(11) 97222-8181',
      confirmado: true,
      compras: 5,
    },
    address: null,
    itens: [
      {
        nome: 'Esfiha de Queijo',
        quantidade: 6,
        valor_unitario: 6.9,
        linhas: [],
        categoria: CATEGORY.esfihas,
      },
      {
        nome: 'Guaraná Antarctica Lata 350ml',
        quantidade: 2,
        valor_unitario: 6,
        linhas: [],
        categoria: CATEGORY.bebidas,
      },
    ],
    observacoes: 'Vou buscar às 20h.',
    pagamento: { forma: 'Cartão de débito na retirada', online: false },
    origin: 'cardapio-web',
    chat: false,
  },
  {
    status: 'PD',
    minutesAgo: 95,
    customer: {
      id: '55150',
      nome: 'Pedro Henrique Santos',
      telefone: '(11) 99633-1212',
      confirmado: true,
      compras: 11,
    },
    address: {
      id: '90150',
      bairroId: PARAISO,
      completo: 'Rua Estela, 515, bloco C apto 22 - Paraíso, São Paulo - SP, 04011-002',
    },
    itens: [
      {
        nome: 'Pizza Grande Frango com Catupiry',
        quantidade: 1,
        valor_unitario: 64.9,
        linhas: ['Borda:Catupiry'],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Pizza Grande Calabresa',
        quantidade: 1,
        valor_unitario: 62.9,
        linhas: ['Borda:Sem borda', 'Adicionais:Cebola extra'],
        categoria: CATEGORY.pizzas,
      },
      { nome: 'Coca-Cola 2L', quantidade: 1, valor_unitario: 13, linhas: [], categoria: CATEGORY.bebidas },
    ],
    observacoes: '',
    pagamento: { forma: 'Cartão de crédito (pago online)', online: true, desconto: 15 },
    origin: 'app',
    chat: true,
    externalDelivery: { allowed: true, status: 'FINISHED', id: 'ext-7702' },
  },
  {
    status: 'PD',
    minutesAgo: 140,
    customer: {
      id: '55008',
      nome: 'Larissa Gomes',
      telefone: '(11) 98555-0404',
      confirmado: true,
      compras: 48,
    },
    address: {
      id: '90008',
      bairroId: MOEMA,
      completo: 'Rua Canário, 1001 - Moema, São Paulo - SP, 04521-004',
    },
    itens: [
      {
        nome: 'Pizza Broto Margherita',
        quantidade: 1,
        valor_unitario: 36.9,
        linhas: [],
        categoria: CATEGORY.pizzas,
      },
      {
        nome: 'Pudim de Leite Condensado',
        quantidade: 1,
        valor_unitario: 14.9,
        linhas: [],
        categoria: CATEGORY.sobremesas,
      },
    ],
    observacoes: 'Sem talheres descartáveis.',
    pagamento: { forma: 'Dinheiro', online: false },
    origin: 'cardapio-web',
    chat: false,
    externalDelivery: { allowed: false },
  },
  {
    status: 'PC',
    minutesAgo: 70,
    customer: {
      id: '55290',
      nome: 'Bruno Carvalho',
      telefone: '(11) 97000-3141',
      confirmado: false,
      compras: 1,
    },
    address: {
      id: '90290',
      bairroId: VILA_MARIANA,
      completo: 'Rua França Pinto, 77 - Vila Mariana, São Paulo - SP, 04016-030',
    },
    itens: [
      {
        nome: 'Pizza Grande Atum',
        quantidade: 1,
        valor_unitario: 63.9,
        linhas: ['Borda:Catupiry', 'Retirar:Cebola'],
        categoria: CATEGORY.pizzas,
      },
    ],
    observacoes: '',
    pagamento: { forma: 'Cartão de crédito na entrega', online: false },
    firstInApp: true,
    firstInStore: true,
    origin: 'app',
    chat: false,
    motivoCancelamento: CUSTOMER_CANCEL_REASON,
  },
];
