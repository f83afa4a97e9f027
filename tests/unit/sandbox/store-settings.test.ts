import { describe, expect, it } from 'vitest';
import type {
  HoursResponse,
  NeighbourhoodsResponse,
  PaymentMethodsResponse,
  StoreUser,
  StoreUsersResponse,
} from '../../../shared/api/store-settings';
import { INACTIVE } from '../../../sandbox/auth/routes';
import { DEMO_WEEK } from '../../../sandbox/store-settings/seed';
import { useSandbox, refusal } from './helpers';

type Legacy = { status: boolean; mensagem?: string; erro?: string };

describe('sandbox store settings', () => {
  const sb = useSandbox();
  const v1 = <T>(path: string, form?: Record<string, string>) =>
    sb.call<T>(`/api/v1/${path}`, { hash: sb.hash, ...(form ? { form, method: 'POST' } : {}) });
  const storeFechado = async () =>
    (await v1<{ estabelecimento: { fechado: string } }>('estabelecimento/getLoja')).body.estabelecimento
      .fechado;

  it('lists and saves opening hours; refuses overlapping slots with the day named', async () => {
    const h = (await v1<HoursResponse>('software_app/listarHorarios')).body;
    expect(h.obj).toHaveLength(7);
    expect(h.obj[0]).toMatchObject({ abreviacao: 'dom', checked: true, abertura: '11:00' });
    const week = DEMO_WEEK.map((d) => ({ ...d }));
    week[6] = { ...week[6]!, abertura2: '14:00', fechamento2: '20:00' };
    const refused = (
      await v1<Legacy>('software_app/alteraHorarios2', {
        horarios: JSON.stringify(week),
        auto_abrir: 'S',
        auto_fechar: 'N',
      })
    ).body;
    expect(refused).toEqual({ status: false, mensagem: 'Sábado: o 1º e o 2º horário se sobrepõem.' });
    expect((await v1<Legacy>('software_app/alteraHorarios2', { horarios: 'nope' })).body.status).toBe(false);
    week[6] = { ...week[6]!, abertura2: '18:00', fechamento2: '23:00' };
    const ok = (
      await v1<Legacy>('software_app/alteraHorarios2', {
        horarios: JSON.stringify(week),
        auto_abrir: 'S',
        auto_fechar: 'S',
      })
    ).body;
    expect(ok.status).toBe(true);
    const after = (await v1<HoursResponse>('software_app/listarHorarios')).body;
    expect(after).toMatchObject({ auto_abrir: 'S', auto_fechar: 'S' });
    expect(after.obj[6]).toMatchObject({ abertura2: '18:00', fechamento2: '23:00' });
  });

  it('opens and closes the store at the scheduled minutes with the control clock', async () => {
    const week = DEMO_WEEK.map((d) => ({ ...d, checked: false }));
    // 2026-11-24 is a Tuesday (ter).
    week[2] = { ...week[2]!, checked: true, abertura: '11:00', fechamento: '14:30' };
    await v1('software_app/alteraHorarios2', {
      horarios: JSON.stringify(week),
      auto_abrir: 'S',
      auto_fechar: 'S',
    });
    await sb.control('store', { fechado: 'S' });
    await sb.control('clock', { at: '2026-11-24T10:58:00' });
    await sb.control('clock', { at: '2026-11-24T10:59:00' });
    expect(await storeFechado()).toBe('S');
    const opened = (await sb.control<{ opened: number[] }>('clock', { at: '2026-11-24T11:00:00' })).body;
    expect(opened.opened).toEqual([1]);
    expect(await storeFechado()).toBe('N');
    await sb.control('clock', { at: '2026-11-24T14:29:00' });
    expect(await storeFechado()).toBe('N');
    await sb.control('clock', { at: '2026-11-24T14:30:00' });
    expect(await storeFechado()).toBe('S');
    await sb.control('clock', { at: null });
  });

  it('saves payment methods and refuses unknown keys or none', async () => {
    const list = (await v1<PaymentMethodsResponse>('software_app/listarpagamentos')).body.obj;
    expect(list.find((m) => m.chave === 'pix')?.selected).toBe(true);
    expect(
      (await v1<Legacy>('software_app/alteraPagamentos', { formas: '["pix","nope"]' })).body.status,
    ).toBe(false);
    expect((await v1<Legacy>('software_app/alteraPagamentos', { formas: '[]' })).body.status).toBe(false);
    const ok = (await v1<Legacy>('software_app/alteraPagamentos', { formas: '["pix","vale_vr"]' })).body;
    expect(ok).toEqual({ status: true, mensagem: 'Formas de Pagamento salvas com sucesso' });
    const after = (await v1<PaymentMethodsResponse>('software_app/listarpagamentos')).body.obj;
    expect(after.filter((m) => m.selected).map((m) => m.chave)).toEqual(['pix', 'vale_vr']);
  });

  it('edits, enables and bulk-changes neighbourhoods on the ticked subset only', async () => {
    const hoods = async () => {
      const b = (await v1<NeighbourhoodsResponse>('estabelecimentobairros/listar')).body.bairros;
      return new Map(b.flatMap((c) => c.bairros).map((n) => [n.nome_bairro + c(b, n.id_bairro), n]));
    };
    const c = (b: NeighbourhoodsResponse['bairros'], id: string) =>
      b.find((x) => x.bairros.some((n) => n.id_bairro === id))?.cidade.nome_cidade === 'Osasco'
        ? ' (Osasco)'
        : '';
    const before = await hoods();
    expect(before.get('Pinheiros')?.atendido).toMatchObject({ inativo: 'N', valor_taxa: '5.00' });
    expect(before.get('Santa Cecília')?.atendido).toBeNull();
    const r = (
      await v1<Legacy>('estabelecimentobairros/mudaStsLote/S/E', {
        'sel[101]': 'true',
        'sel[113]': 'true',
        'sel[102]': 'false',
        valor_minimo: '20',
      })
    ).body;
    expect(r.status).toBe(true);
    const after = await hoods();
    expect(after.get('Pinheiros')?.atendido).toMatchObject({
      valor_taxa: '0.00',
      valor_taxa_old: '5.00',
      valor_minimo: '20.00',
    });
    expect(after.get('Santa Cecília')?.atendido).toMatchObject({ inativo: 'N', valor_minimo: '20.00' });
    expect(after.get('Vila Madalena')?.atendido).toEqual(before.get('Vila Madalena')?.atendido);
    expect((await v1<Legacy>('estabelecimentobairros/mudaStsLote/N', {})).body.status).toBe(false);
    expect(
      (await v1<Legacy>('estabelecimentobairros/mudaStsLote/N', { 'sel[101]': 'true', valor_taxa: '1234' }))
        .body,
    ).toMatchObject({ status: false });
    const id = after.get('Vila Madalena')!.atendido!.id_estabelecimento_bairro;
    const edit = (
      await v1<Legacy>(`estabelecimentobairros/editar/${id}`, { inativo: 'S', valor_taxa: '7.5' })
    ).body;
    expect(edit.status).toBe(true);
    expect((await hoods()).get('Vila Madalena')?.atendido).toMatchObject({
      inativo: 'S',
      valor_taxa: '7.50',
    });
    expect((await v1<Legacy>('estabelecimentobairros/habilitarBairro/114', {})).body.status).toBe(true);
    expect((await hoods()).get('Água Branca')?.atendido?.inativo).toBe('N');
  });

  it('creates a user who logs in with its group; a deactivated one is refused and loses its session', async () => {
    const users = (path: string, json?: unknown) =>
      sb.call<StoreUser & StoreUsersResponse & { message: string; details: string[]; error: string }>(
        `/api/users/${path}`,
        { hash: sb.hash, ...(json ? { json, method: 'POST' } : {}) },
      );
    const list = (await users('users/merchant')).body.data;
    expect(list.map((u) => u.access_group_merchant)).toEqual(['admin', 'operator', null]);
    const weak = await users('users/merchant-create', {
      name: 'Ana',
      email: 'ana@loja.com.br',
      status: 'S',
      access_group_merchant: 'operator',
      password: 'fraca',
      password_confirm: 'fraca',
      merchant_id: 1,
    });
    expect(weak.status).toBe(422);
    expect(weak.body.details[0]).toMatch(/no mínimo 8 caracteres/);
    const body = {
      name: 'Ana Souza',
      email: 'ana@loja.com.br',
      status: 'S',
      access_group_merchant: 'operator',
      password: 'Segura#2026',
      password_confirm: 'Segura#2026',
      merchant_id: 1,
    };
    const created = await users('users/merchant-create', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Ana Souza', role_group: 'Lojista Operador', status: 'S' });
    const dup = await users('users/merchant-create', body);
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ message: 'Erro ao criar o usuário.' });
    const anaHash = await sb.login('ana@loja.com.br', 'Segura#2026');
    const forbidden = await sb.call('/api/users/users/merchant', { hash: anaHash });
    expect(forbidden.status).toBe(403);
    const { password: _p, password_confirm: _c, ...rest } = body;
    const off = await users(`users/merchant-update/${created.body.id}`, { ...rest, status: 'N' });
    expect(off.body.status).toBe('N');
    const login = await sb.call<Legacy>('/api/v1/login/index', {
      form: { usuario: 'ana@loja.com.br', senha: 'Segura#2026' },
      method: 'POST',
    });
    expect(login.body).toEqual(refusal(INACTIVE));
    expect((await sb.call('/api/v1/estabelecimento/getLoja', { hash: anaHash })).status).toBe(401);
    const self = await users('users/merchant-update/1', { ...rest, email: 'admin@x.com.br', status: 'N' });
    expect(self.status).toBe(422);
  });
});
