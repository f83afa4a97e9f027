/**
 * Demo store settings: the demo stores' weekly hours (automatic opening off, so the desk opens and
 * closes only when staff do unless a test or the demo turns it on), accepted payment methods, and
 * the cities and neighbourhoods they deliver to, with a mix of fees, free delivery and
 * inactive rows so every state of the screen shows.
 */
import type { OpeningDay } from '../../shared/api/store-settings';
import type { Db } from '../db/migrations';
import { createStoreSettingsRepo } from './repo';

/** The platform's payment-method catalogue (chave, nome), in its display order. */
export const PAYMENT_CATALOGUE: readonly { chave: string; nome: string }[] = [
  { chave: 'dinheiro', nome: 'Dinheiro' },
  { chave: 'pix', nome: 'Pix' },
  { chave: 'credito_visa', nome: 'Crédito Visa' },
  { chave: 'credito_mastercard', nome: 'Crédito Mastercard' },
  { chave: 'credito_elo', nome: 'Crédito Elo' },
  { chave: 'credito_amex', nome: 'Crédito American Express' },
  { chave: 'credito_hipercard', nome: 'Crédito Hipercard' },
  { chave: 'debito_visa', nome: 'Débito Visa Electron' },
  { chave: 'debito_maestro', nome: 'Débito Maestro' },
  { chave: 'debito_elo', nome: 'Débito Elo' },
  { chave: 'vale_alelo', nome: 'Vale-refeição Alelo' },
  { chave: 'vale_sodexo', nome: 'Vale-refeição Pluxee (Sodexo)' },
  { chave: 'vale_ticket', nome: 'Vale-refeição Ticket' },
  { chave: 'vale_vr', nome: 'Vale-refeição VR' },
  { chave: 'carteira_picpay', nome: 'PicPay' },
  { chave: 'cheque', nome: 'Cheque' },
];

const DEFAULT_PAYMENTS = [
  'dinheiro',
  'pix',
  'credito_visa',
  'credito_mastercard',
  'debito_visa',
  'debito_maestro',
];

const day = (
  abreviacao: OpeningDay['abreviacao'],
  checked: boolean,
  first: [string, string] = ['', ''],
  second: [string, string] = ['', ''],
): OpeningDay => ({
  abreviacao,
  checked,
  abertura: first[0],
  fechamento: first[1],
  abertura2: second[0],
  fechamento2: second[1],
});

export const DEMO_WEEK: readonly OpeningDay[] = [
  day('dom', true, ['11:00', '15:00'], ['18:00', '23:30']),
  day('seg', false),
  day('ter', true, ['18:00', '23:00']),
  day('qua', true, ['18:00', '23:00']),
  day('qui', true, ['18:00', '23:00']),
  day('sex', true, ['11:00', '15:00'], ['18:00', '00:00']),
  day('sab', true, ['11:00', '15:00'], ['18:00', '00:00']),
];

/** [id, name, [neighbourhood id, name][]] */
const CITIES: readonly [number, string, readonly [number, string][]][] = [
  [
    3550308,
    'São Paulo',
    [
      [101, 'Pinheiros'],
      [102, 'Vila Madalena'],
      [103, 'Jardim Paulista'],
      [104, 'Moema'],
      [105, 'Itaim Bibi'],
      [106, 'Perdizes'],
      [107, 'Consolação'],
      [108, 'Bela Vista'],
      [109, 'Liberdade'],
      [110, 'Vila Mariana'],
      [111, 'Butantã'],
      [112, 'Lapa'],
      [113, 'Santa Cecília'],
      [114, 'Água Branca'],
    ],
  ],
  [
    3534401,
    'Osasco',
    [
      [201, 'Centro'],
      [202, 'Presidente Altino'],
      [203, 'Bela Vista'],
      [204, 'Km 18'],
    ],
  ],
];

/** Demo store's served neighbourhoods: [id_bairro, inativo, minimo, taxa, taxa_old, frete_gratis]. */
const SERVED: readonly [number, 'S' | 'N', number, number, number, number][] = [
  [101, 'N', 30, 5, 0, 80],
  [102, 'N', 30, 6, 0, 80],
  [103, 'N', 35, 7.5, 0, 100],
  [104, 'N', 40, 0, 8, 0],
  [105, 'N', 40, 9, 0, 120],
  [106, 'N', 30, 6.5, 0, 0],
  [107, 'N', 25, 0, 0, 0],
  [108, 'S', 30, 8, 0, 0],
  [109, 'N', 30, 8.9, 0, 90],
  [110, 'S', 35, 10, 0, 0],
  [201, 'N', 45, 12, 0, 150],
  [202, 'S', 45, 14, 0, 0],
];

/** Fills what is missing (safe to call on every start and after a reset). */
export function ensureStoreSettings(db: Db, establishmentIds: readonly number[]): void {
  const repo = createStoreSettingsRepo(db);
  repo.transaction(() => {
    if (!repo.hasCities()) {
      for (const [cityId, cityName, hoods] of CITIES) {
        repo.insertCity(cityId, cityName);
        for (const [id, nome] of hoods) repo.insertNeighbourhood(id, cityId, nome);
      }
    }
    for (const [index, id] of establishmentIds.entries()) {
      const exists = db.prepare('SELECT 1 FROM establishments WHERE id = ?').get(id);
      if (!exists) continue;
      if (!db.prepare('SELECT 1 FROM store_hours WHERE establishment_id = ?').get(id)) {
        repo.putHours({
          establishment_id: id,
          auto_abrir: 'N',
          auto_fechar: 'N',
          horarios: JSON.stringify(DEMO_WEEK),
        });
      }
      if (repo.payments(id) === null) repo.putPayments(id, DEFAULT_PAYMENTS);
      if (repo.servedOf(id).length === 0) {
        // The branch serves a few of the same neighbourhoods: each store has its own records.
        const rows = index === 0 ? SERVED : SERVED.slice(0, 4);
        for (const [hood, inativo, minimo, taxa, old, gratis] of rows) {
          repo.insertServed({
            establishment_id: id,
            neighbourhood_id: hood,
            inativo,
            valor_minimo: minimo,
            valor_taxa: taxa,
            valor_taxa_old: old,
            valor_frete_gratis: gratis,
          });
        }
      }
    }
  });
}
