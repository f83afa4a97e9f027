import { describe, expect, it } from 'vitest';
import { GEO_ADDRESSES, type GeoAddress } from '../../../sandbox/geocoder/addresses';
import { autocomplete } from '../../../sandbox/geocoder/search';
import { useSandbox } from './helpers';

describe('geocoder data', () => {
  it('has at least 60 well-formed addresses in the five cities', () => {
    expect(GEO_ADDRESSES.length).toBeGreaterThanOrEqual(60);
    const cities = new Set(GEO_ADDRESSES.map((a) => a.city));
    expect([...cities].sort()).toEqual(['Campinas', 'Guarulhos', 'Osasco', 'Santo André', 'São Paulo']);
    expect(new Set(GEO_ADDRESSES.map((a) => a.id)).size).toBe(GEO_ADDRESSES.length);
    for (const a of GEO_ADDRESSES) {
      expect(a.cep).toMatch(/^\d{5}-\d{3}$/);
      expect(a.uf).toBe('SP');
      expect(a.lat).toBeGreaterThan(-24);
      expect(a.lat).toBeLessThan(-22.5);
      expect(a.lng).toBeGreaterThan(-47.3);
      expect(a.lng).toBeLessThan(-46.3);
      expect(a.formattedAddress).toBe(`${a.street}, ${a.number} - ${a.bairro}, ${a.city} - SP, ${a.cep}`);
    }
  });
});

describe('autocomplete', () => {
  const streets = (q: string) => autocomplete(q).map((a) => `${a.street}, ${a.number}`);

  it.each([
    ['rua tutoia', ['Rua Tutóia, 310']],
    ['RUA TUTÓIA 310', ['Rua Tutóia, 310']],
    ['tutóia, 310 - paraiso', ['Rua Tutóia, 310']],
    ['04007-000', ['Rua Tutóia, 310']],
    ['04007000', ['Rua Tutóia, 310']],
    ['dom pedro guarulhos', ['Rua Dom Pedro II, 120']],
    ['antonio agu osasco', ['Rua Antônio Agú, 555']],
    ['xyz inexistente', []],
    ['ru', []],
    ['   ', []],
    ['<script>', []],
    ["' OR 'x'='x", []],
    ['domin mor 12', ['Rua Domingos de Morais, 1200']],
    ['04007', ['Rua Tutóia, 310']],
    ['utoia', []],
    ['.*', []],
  ])('%s', (q, expected) => {
    expect(streets(q)).toEqual(expected);
  });

  it('returns at most 8 and every one matches every word', () => {
    const many = autocomplete('rua');
    expect(many).toHaveLength(8);
    const centro = autocomplete('centro campinas');
    expect(centro.length).toBeGreaterThan(1);
    for (const a of centro) expect([a.bairro, a.city]).toEqual(['Centro', 'Campinas']);
  });
});

describe('GET geocoder/autocomplete', () => {
  const sb = useSandbox();
  const path = (q: string) => `/api/json/geocoder/autocomplete?q=${encodeURIComponent(q)}`;

  it('answers results with every field', async () => {
    const res = await sb.call<{ results: GeoAddress[] }>(path('domingos de morais 1200'), { hash: sb.hash });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      {
        id: 'sp-001',
        street: 'Rua Domingos de Morais',
        number: '1200',
        bairro: 'Vila Mariana',
        city: 'São Paulo',
        uf: 'SP',
        cep: '04010-100',
        lat: -23.5869,
        lng: -46.6353,
        formattedAddress: 'Rua Domingos de Morais, 1200 - Vila Mariana, São Paulo - SP, 04010-100',
      },
    ]);
  });

  it('bounds the query and needs a session', async () => {
    expect((await sb.call(path('ab'), { hash: sb.hash })).body).toEqual({ results: [] });
    expect((await sb.call('/api/json/geocoder/autocomplete', { hash: sb.hash })).body).toEqual({
      results: [],
    });
    expect((await sb.call(path('a'.repeat(120)), { hash: sb.hash })).status).toBe(200);
    const long = await sb.call(path('a'.repeat(121)), { hash: sb.hash });
    expect(long).toMatchObject({ status: 400, body: { message: 'Consulta muito longa.' } });
    const twice = await sb.call('/api/json/geocoder/autocomplete?q=rua&q=tutoia', { hash: sb.hash });
    expect(twice.status).toBe(400);
    expect((await sb.call(path('rua tutoia'))).status).toBe(401);
  });
});
