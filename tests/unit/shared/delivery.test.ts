import { describe, expect, it } from 'vitest';
import {
  AREA_REQUIRED_MESSAGE,
  areaChoiceError,
  coverageAreaOptions,
} from '../../../shared/delivery/coverage-areas';
import {
  LINK_CODE_ALPHABET,
  LINK_CODE_PATTERN,
  generateLinkCode,
  isLinkCode,
} from '../../../shared/delivery/link-code';
import {
  actionsWithExternalStatus,
  externalStatusLabel,
  latestDeliveryMan,
  latestStatusEntry,
  parseStatusEntries,
  withExternalStatus,
} from '../../../shared/delivery/status';
import type { OrderActionInput } from '../../../shared/order-actions';

const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('link code', () => {
  it.each([
    [seq(0), 'A-00000'],
    [seq(0.999999), 'A-ZZZZZ'],
    [seq(10 / 36), 'A-AAAAA'],
    [seq(0, 1 / 36, 2 / 36, 35 / 36, 20 / 36), 'A-012ZK'],
    // A broken RNG never reads past the alphabet.
    [seq(1), 'A-ZZZZZ'],
    [seq(-3), 'A-00000'],
    [seq(Number.NaN), 'A-00000'],
    [seq(Number.POSITIVE_INFINITY), 'A-00000'],
  ])('rng %# → %s', (rng, code) => {
    expect(generateLinkCode(rng)).toBe(code);
  });

  it('uses only digits and uppercase letters, 5 of them after A-', () => {
    expect(LINK_CODE_ALPHABET).toBe('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const code = generateLinkCode();
      expect(code).toMatch(LINK_CODE_PATTERN);
      for (const ch of code.slice(2)) seen.add(ch);
    }
    // Math.random reaches both digits and letters.
    expect([...seen].some((c) => /\d/.test(c)) && [...seen].some((c) => /[A-Z]/.test(c))).toBe(true);
  });

  it.each([
    ['A-1B2C3', true],
    ['A-12345', true],
    ['a-12345', false],
    ['A-1234', false],
    ['A-123456', false],
    ['A-abcde', false],
    ['B-12345', false],
    [' A-12345', false],
    ['A-12 45', false],
    [12345, false],
    [null, false],
  ])('isLinkCode(%j) = %s', (v, ok) => {
    expect(isLinkCode(v)).toBe(ok);
  });
});

const area = (id: unknown, name: unknown, city: unknown, enabled: unknown = true, price: unknown = 5) => ({
  coverageAreaID: id,
  enabled,
  price,
  coverageArea: { name, city: { name: city } },
});

describe('coverage areas', () => {
  it('keeps only enabled areas with an id and a name, sorted, duplicates with their city', () => {
    const options = coverageAreaOptions([
      area(1, 'Centro', 'Curitiba'),
      area(2, 'Centro', 'São José dos Pinhais'),
      area(3, 'Água Verde', 'Curitiba'),
      area(4, 'Batel', 'Curitiba', false),
      area(5, '', 'Curitiba'),
      area(null, 'Portão', 'Curitiba'),
      area(6, '   ', 'Curitiba'),
      area(7, 'Bigorrilho', 'Curitiba', 'N'),
      area(8, 'Rebouças', 'Curitiba', 'S', '7.5'),
      { coverageAreaID: 9, enabled: true },
      null,
      'Centro',
      area(10, 'centro', 'Pinhais'),
    ]);
    expect(options.map((o) => [o.id, o.label])).toEqual([
      ['3', 'Água Verde'],
      ['1', 'Centro - Curitiba'],
      ['10', 'centro - Pinhais'],
      ['2', 'Centro - São José dos Pinhais'],
      ['8', 'Rebouças'],
    ]);
    expect(options.find((o) => o.id === '8')?.price).toBe(7.5);
  });

  it('a duplicate name without a city keeps the bare name; a repeated id is listed once', () => {
    const options = coverageAreaOptions([
      area(1, 'Centro', ''),
      area(2, 'Centro', 'Curitiba'),
      area(2, 'X', 'Y'),
    ]);
    expect(options.map((o) => o.label)).toEqual(['Centro', 'Centro - Curitiba']);
  });

  it.each([[null], [undefined], [{}], ['[]'], [42]])('hostile list %j → no areas', (raw) => {
    expect(coverageAreaOptions(raw)).toEqual([]);
  });

  it('rejects ids that cannot go into a request', () => {
    expect(coverageAreaOptions([area('1; DROP', 'A', 'B'), area(-1, 'C', 'D'), area(1.5, 'E', 'F')])).toEqual(
      [],
    );
  });

  it.each([
    [null, AREA_REQUIRED_MESSAGE],
    ['', AREA_REQUIRED_MESSAGE],
    ['99', AREA_REQUIRED_MESSAGE],
    ['1', null],
  ])('choice %j → %j', (chosen, message) => {
    const options = coverageAreaOptions([area(1, 'Centro', 'Curitiba')]);
    expect(areaChoiceError(chosen, options)).toBe(message);
  });
});

describe('external delivery status', () => {
  const entries = parseStatusEntries([
    { date: '2026-11-21 18:00:00', status: 'SEARCHING_DELIVERY', meta_data: {} },
    {
      date: '2026-11-21 18:05:00',
      status: 'WAITING_COLLECT',
      meta_data: { deliveryMan: { name: 'João', vehicle: { model: 'CG 160', plate: 'ABC1D23' } } },
    },
    { date: '2026-11-21 18:20:00', status: 'WITH_DELIVERY', meta_data: null },
    { date: 'ontem', status: 'bogus status!' },
    { status: 42 },
    'FINISHED',
  ]);

  it('parses entries, dropping unusable ones, and finds the latest and the courier', () => {
    expect(entries.map((e) => e.status)).toEqual(['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY']);
    expect(latestStatusEntry(entries)?.status).toBe('WITH_DELIVERY');
    expect(latestDeliveryMan(entries)).toEqual({
      name: 'João',
      vehicleModel: 'CG 160',
      vehiclePlate: 'ABC1D23',
    });
  });

  it('orders by date, not by position', () => {
    const shuffled = [entries[2]!, entries[0]!, entries[1]!];
    expect(latestStatusEntry(shuffled)?.status).toBe('WITH_DELIVERY');
    expect(latestStatusEntry([])).toBeNull();
    expect(latestDeliveryMan([])).toBeNull();
  });

  it.each([
    ['SEARCHING_DELIVERY', 'Buscando motoboy'],
    ['FINISHED', 'Entrega finalizada'],
    ['CANCELED', 'CANCELED'],
  ])('label %s', (s, label) => expect(externalStatusLabel(s)).toBe(label));

  const order = (over: Partial<OrderActionInput> = {}): OrderActionInput => ({
    status: 'PA',
    chat_enabled: true,
    canUseExternalDelivery: true,
    externalDeliveryStatus: null,
    externalDeliveryWithCode: false,
    endereco_id: '5',
    endereco_completo: 'Rua A, 1',
    pedidoObj: { retirada_local: false },
    ...over,
  });
  const view = (o: OrderActionInput, latest: string | null) =>
    actionsWithExternalStatus(o, latest).map((a) => (a.enabled ? a.action : `${a.action}:off`));

  it.each([
    [null, ['send', 'requestCourier', 'linkCourier', 'deliver', 'cancel', 'chat', 'print']],
    ['SEARCHING_DELIVERY', ['send:off', 'cancelCourierRequest', 'deliver', 'cancel:off', 'chat', 'print']],
    ['WAITING_COLLECT', ['send:off', 'deliver', 'cancel:off', 'chat', 'print']],
    ['WITH_DELIVERY', ['send', 'deliver', 'cancel', 'chat', 'print']],
    ['FINISHED', ['send', 'requestCourier', 'linkCourier', 'deliver', 'cancel', 'chat', 'print']],
  ])('PA with live status %s', (latest, expected) => {
    expect(view(order(), latest)).toEqual(expected);
  });

  it('the live status overrides a stale order field; a code shows the badge instead', () => {
    expect(view(order({ externalDeliveryStatus: 'SEARCHING_DELIVERY' }), 'WAITING_COLLECT')).toContain(
      'send:off',
    );
    expect(view(order({ externalDeliveryWithCode: true }), 'SEARCHING_DELIVERY')).toContain('courierCode');
    const o = order();
    expect(withExternalStatus(o, null)).toBe(o);
  });
});
