// The geocoder's results and queries, and the stored link codes, against hostile input.
import { describe, expect, it, vi } from 'vitest';
import { CODES_KEY, loadCodes } from '../../../renderer/src/order-delivery/deliveryStore';
import {
  createHttpGeocoder,
  normalizeQuery,
  parseGeoResults,
} from '../../../renderer/src/features/delivery/geocoder';
import { fakeApi, json, makeServices } from './helpers';

describe('geocoder', () => {
  it.each([
    ['', null],
    ['  ab ', null],
    ['abc', 'abc'],
    ['  Rua   Domingos \n 1200 ', 'Rua Domingos 1200'],
    ['x'.repeat(500), 'x'.repeat(120)],
  ])('query %j → %j', (q, expected) => expect(normalizeQuery(q)).toBe(expected));

  it('keeps only results with an id, an address and coordinates in range', () => {
    const results = parseGeoResults([
      { id: 'a', formattedAddress: 'Rua A, 1', lat: -23.5, lng: -46.6, bairro: 'Centro' },
      { id: 2, formattedAddress: 'Rua B, 2', lat: '-23.1', lng: '-46.2' },
      { id: 'c', formattedAddress: 'Rua C', lat: 91, lng: 0 },
      { id: 'd', formattedAddress: 'Rua D', lat: 0, lng: -181 },
      { id: 'e', formattedAddress: '', lat: 0, lng: 0 },
      { id: 'f', formattedAddress: 'Rua F', lat: 'abc', lng: 0 },
      { formattedAddress: 'Rua G', lat: 0, lng: 0 },
      null,
      'Rua H',
    ]);
    expect(results.map((r) => [r.id, r.lat, r.lng])).toEqual([
      ['a', -23.5, -46.6],
      ['2', -23.1, -46.2],
    ]);
    expect(results[0]?.raw).toMatchObject({ bairro: 'Centro' });
    expect(parseGeoResults({ results: [] })).toEqual([]);
  });

  it('asks geocoder/autocomplete with the trimmed query; a short one is not sent; failures reject', async () => {
    const api = fakeApi({
      'GET json geocoder/autocomplete': (call: { search: string }) =>
        new URLSearchParams(call.search).get('q') === 'boom'
          ? json({ message: 'Consulta muito longa.' }, 400)
          : json({ results: [{ id: 'a', formattedAddress: 'Rua A, 1', lat: 1, lng: 2 }] }),
    });
    const geocoder = createHttpGeocoder(makeServices({ fetch: api.fetch }).api);
    await expect(geocoder.search('  rua   a ')).resolves.toHaveLength(1);
    expect(new URLSearchParams(api.calls[0]?.search).get('q')).toBe('rua a');
    await expect(geocoder.search('ab')).resolves.toEqual([]);
    expect(api.calls).toHaveLength(1);
    await expect(geocoder.search('boom')).rejects.toBeTruthy();
  });
});

describe('stored link codes', () => {
  const storage = (raw: string | null) => ({ getItem: vi.fn(() => raw) }) as unknown as Storage;
  it.each([
    [null, {}],
    ['not json', {}],
    ['[]', {}],
    ['"A-12345"', {}],
    [
      '{"42":"A-12345","43":"a-12345","x y":"A-12345","44":5,"45":"A-ZZZZZ"}',
      { '42': 'A-12345', '45': 'A-ZZZZZ' },
    ],
  ])('%j → %j', (raw, expected) => {
    expect(loadCodes(storage(raw))).toEqual(expected);
  });

  it('no storage at all is no codes', () => {
    expect(loadCodes(null)).toEqual({});
    expect(CODES_KEY).toBe('cashDesk.delivery.codes');
  });
});
