/**
 * The courier provider's coverage areas (spec 01 §3 Coverage area) as it really sends them: the
 * same bairro name in several cities, disabled areas, and entries missing an id or a name that the
 * desk must leave out of its list.
 */

export interface CoverageArea {
  coverageAreaID?: number | null;
  enabled: boolean;
  price: number;
  external_id: string;
  coverageArea: { name: string | null; city: { name: string } };
}

const area = (id: number, name: string, city: string, price: number, enabled = true): CoverageArea => ({
  coverageAreaID: id,
  enabled,
  price,
  external_id: String(id),
  coverageArea: { name, city: { name: city } },
});

const SP = 'São Paulo';

export const COVERAGE_AREAS: readonly CoverageArea[] = [
  area(1101, 'Vila Mariana', SP, 7.9),
  area(1102, 'Paraíso', SP, 8.5),
  area(1103, 'Moema', SP, 9.9),
  area(1104, 'Saúde', SP, 9.5),
  area(1105, 'Aclimação', SP, 8.9),
  area(1106, 'Centro', SP, 12.9),
  area(1107, 'Bela Vista', SP, 10.5),
  area(1108, 'Liberdade', SP, 9.9),
  area(1109, 'Pinheiros', SP, 14.9),
  area(1110, 'Ipiranga', SP, 11.9, false),
  area(1111, 'Jabaquara', SP, 12.5),
  area(1112, 'Cambuci', SP, 10.9),
  area(1113, 'Vila Clementino', SP, 8.5),
  area(1114, 'Mooca', SP, 15.9, false),
  area(2101, 'Centro', 'Guarulhos', 18.9),
  area(2102, 'Vila Galvão', 'Guarulhos', 19.9),
  area(2103, 'Bonsucesso', 'Guarulhos', 24.9, false),
  area(2201, 'Centro', 'Osasco', 19.5),
  area(2202, 'Presidente Altino', 'Osasco', 21.9),
  area(2301, 'Vila Assunção', 'Santo André', 22.9),
  area(2302, 'Jardim', 'Santo André', 21.5),
  area(2401, 'Santa Paula', 'São Caetano do Sul', 17.9),
  area(2402, 'Centro', 'São Caetano do Sul', 16.9, false),
  // What a half-configured provider account sends: no id, a null name, an empty name.
  {
    enabled: true,
    price: 11.5,
    external_id: '',
    coverageArea: { name: 'Vila Prudente', city: { name: SP } },
  },
  {
    coverageAreaID: null,
    enabled: true,
    price: 13,
    external_id: '',
    coverageArea: { name: 'Tatuapé', city: { name: SP } },
  },
  { ...area(1190, 'x', SP, 9.9), coverageArea: { name: null, city: { name: SP } } },
  { ...area(1191, 'x', SP, 9.9), coverageArea: { name: '', city: { name: SP } } },
];

/** The store's bairro ids (pedidoObj.endereco_id_bairro) → the provider's area. */
export const BAIRRO_AREAS: Readonly<Record<string, number>> = {
  '315': 1101,
  '318': 1102,
  '322': 1103,
  '327': 1104,
  '331': 1105,
};

/** A point inside each demo bairro: addresses that have coordinates get one near it. */
export const BAIRRO_POINTS: Readonly<Record<string, { lat: number; lng: number }>> = {
  '315': { lat: -23.5891, lng: -46.6346 },
  '318': { lat: -23.5757, lng: -46.6441 },
  '322': { lat: -23.6011, lng: -46.6645 },
  '327': { lat: -23.6181, lng: -46.6385 },
  '331': { lat: -23.5734, lng: -46.6297 },
};

export function findArea(id: number): CoverageArea | undefined {
  return COVERAGE_AREAS.find((a) => a.coverageAreaID === id);
}

/** Couriers the simulated provider assigns (model and Mercosul plate). */
export const COURIERS: readonly { name: string; model: string; plate: string }[] = [
  { name: 'Carlos Eduardo Silva', model: 'Honda CG 160 Fan', plate: 'FJK3E21' },
  { name: 'Anderson Souza', model: 'Yamaha Factor 150', plate: 'EQT7B45' },
  { name: 'Marcos Vinícius Oliveira', model: 'Honda Biz 125', plate: 'GHP2C88' },
  { name: 'Jéssica Lima', model: 'Honda Pop 110i', plate: 'DZA9F12' },
  { name: 'Wellington Santos', model: 'Yamaha Fazer 250', plate: 'FUX4A67' },
  { name: 'Rogério Batista', model: 'Honda CG 160 Titan', plate: 'BRA5D03' },
];
