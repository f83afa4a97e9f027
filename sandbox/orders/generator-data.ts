/** Word lists of the order generator: customers, São Paulo addresses, notes, payment details. */
import { CANCEL_PRESET_REASONS } from '../../shared/orders/cancel';

export const CUSTOMER_NAMES: readonly string[] = [
  'Juliana Ferreira',
  'Rafael Nogueira',
  'Beatriz Almeida',
  'Lucas Pereira',
  'Fernanda Costa',
  'Gabriel Rodrigues',
  'Camila Martins',
  'Thiago Barbosa',
  'Mariana Lopes',
  'Pedro Henrique Santos',
  'Larissa Gomes',
  'João Vitor Araújo',
  'Ana Luísa D’Ávila',
  'Letícia Conceição',
  'Caio Gonçalves',
  'Vinícius Guimarães',
  'Débora Simões',
  'Raíssa Magalhães',
  'Otávio Brandão',
  'Patrícia Assunção',
  'Sérgio Müller',
  'Lúcia Helena Câmara',
  'Ângelo Falcão',
  'Érica Sobral',
  'Íris Galvão',
  'Marcelo O’Connor',
];

/** Names past 60 characters: the list and the detail panel must cope. */
export const LONG_CUSTOMER_NAMES: readonly string[] = [
  'Maria Aparecida da Conceição Albuquerque de Vasconcelos Cavalcanti Sobrinho',
  'José Bonifácio de Andrada e Silva Guimarães Figueiredo Magalhães Neto Júnior',
];

export interface DemoBairro {
  id: string;
  nome: string;
  cep: string;
  taxa: number;
  ruas: readonly string[];
}

export const BAIRROS: readonly DemoBairro[] = [
  {
    id: '315',
    nome: 'Vila Mariana',
    cep: '04010',
    taxa: 5,
    ruas: ['Rua Domingos de Morais', 'Rua França Pinto', 'Rua Joaquim Távora', 'Rua Sena Madureira'],
  },
  {
    id: '318',
    nome: 'Paraíso',
    cep: '04007',
    taxa: 6,
    ruas: ['Rua Tutóia', 'Rua Abílio Soares', 'Rua Desembargador Eliseu Guilherme'],
  },
  {
    id: '322',
    nome: 'Moema',
    cep: '04077',
    taxa: 7.5,
    ruas: ['Avenida Ibirapuera', 'Alameda dos Maracatins', 'Avenida Jurema', 'Rua Gaivota'],
  },
  {
    id: '327',
    nome: 'Saúde',
    cep: '04143',
    taxa: 8,
    ruas: ['Rua Loefgren', 'Avenida Jabaquara', 'Rua Carneiro da Cunha'],
  },
  {
    id: '331',
    nome: 'Aclimação',
    cep: '01531',
    taxa: 9.9,
    ruas: ['Rua Muniz de Sousa', 'Rua Pires da Mota', 'Avenida da Aclimação'],
  },
];

export const COMPLEMENTS: readonly string[] = [
  '',
  '',
  'apto 52',
  'casa 2',
  'bloco B, apto 113',
  'fundos',
  'Condomínio Residencial Jardim das Acácias, torre 3, apto 1204 — entrar pelo portão lateral',
];

export const OBSERVATIONS: readonly string[] = [
  'Capricha no orégano!',
  'Sem cebola, por favor.',
  'Interfone quebrado, ligar ao chegar.',
  'Deixar na portaria.',
  'Mandar sachês de ketchup e maionese.',
  'Sem talheres descartáveis.',
  'Pizza bem assada, por favor 🍕',
  'É aniversário da minha mãe, se puderem escrever "Parabéns" na caixa agradeço muito!',
  'Cuidado com o cachorro no portão; tocar a campainha duas vezes e aguardar. Pagamento com nota de R$ 100.',
];

/** Reasons a cancelled order carries: the desk's own presets (spec 01 §5). */
export const CANCEL_REASONS: readonly string[] = CANCEL_PRESET_REASONS;
/** What a customer who gives up on a waiting order says (simulator, control API, demo data). */
export const CUSTOMER_CANCEL_REASON = CANCEL_PRESET_REASONS[2];

export const CARD_BRANDS: readonly string[] = ['Visa', 'Mastercard', 'Elo', 'Hipercard', 'American Express'];

/** Bills a customer pays cash with (the change is for the smallest one above the total). */
export const CASH_NOTES: readonly number[] = [20, 50, 100, 150, 200, 300];
