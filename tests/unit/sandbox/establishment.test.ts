import { describe, expect, it } from 'vitest';
import type {
  ExibirResponse,
  PendenciasResponse,
  PendingChange,
  StoreImageResponse,
} from '../../../shared/api/establishment';
import { ESTABLISHMENT_MESSAGES as M } from '../../../sandbox/establishment/routes';
import { multipart, useSandbox, refusal } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Legacy = { status: boolean; mensagem?: string; erro?: string };

describe('sandbox store registration (spec 03 §7 Store registration)', () => {
  const sb = useSandbox();
  const get = async <T>(path: string) => (await sb.call<T>(`/api/v1/${path}`, { hash: sb.hash })).body;
  const save = async (form: Record<string, string>) =>
    (await sb.call<Legacy>('/api/v1/estabelecimento/postEstabelecimento', { form, hash: sb.hash })).body;
  const exibir = () => get<ExibirResponse>('estabelecimento/getExibir');
  const decide = (nome_campo: string, status: string) =>
    sb.control<{ ok: boolean; pendencia: PendingChange }>('pendencias/decidir', { nome_campo, status });

  it('shows the store with its fields and a decided history; edits open Pendente requests', async () => {
    const first = await exibir();
    expect(first.status).toBe(true);
    expect(first.est).toMatchObject({
      id_estabelecimento: '1',
      cnpj_cpf: '11222333000181',
      razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda',
      endereco_rua: 'Rua Domingos de Morais',
      endereco_numero: '2187',
    });
    expect(first.est.logotipo).toMatch(/^http:\/\/.+\/static\/logo-loja\.svg$/);
    expect(first.est.banner).toMatch(/^http:\/\/.+\/static\/banner-3\.svg$/);
    expect(first.pen).toEqual([]);
    const history = (await get<PendenciasResponse>('pendencias/listar')).obj;
    expect(history.map((p) => p.status).sort()).toEqual(['Aprovado', 'Rejeitado']);
    expect(history[0]!.data_inclusao).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Unchanged texts are not a change; too long ones are refused with a message.
    expect(await save({ estabelecimento: '1', texto_app: first.est.texto_app })).toEqual(refusal(M.nothing));
    expect(await save({ frase_promocional: 'x'.repeat(101) })).toEqual(refusal(M.frase));
    expect(await save({ estabelecimento: '2', frase_promocional: 'Outra loja' })).toEqual(
      refusal(M.notFound),
    );

    const saved = await save({ estabelecimento: '1', texto_app: '  Novo texto do app  ' });
    expect(saved).toMatchObject({ status: true, mensagem: M.saved });
    const after = await exibir();
    expect(after.est.texto_app).toBe(first.est.texto_app); // not live before the approval
    expect(after.pen).toHaveLength(1);
    expect(after.pen[0]).toMatchObject({
      nome_campo: 'texto_app',
      valor_ant: first.est.texto_app,
      valor_post: 'Novo texto do app',
      status: 'Pendente',
      data_status: null,
      tabela: 'estabelecimentos',
    });
    // A pending field takes no second change until decided.
    expect(await save({ texto_app: 'Outro texto' })).toEqual(refusal(M.pending));

    // Approve: the value goes live, the request leaves `pen` and is Aprovado in the list.
    const approved = await decide('texto_app', 'Aprovado');
    expect(approved.body).toMatchObject({ ok: true, pendencia: { status: 'Aprovado' } });
    expect(approved.body.pendencia.data_status).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const live = await exibir();
    expect(live.est.texto_app).toBe('Novo texto do app');
    expect(live.pen).toEqual([]);

    // Reject: the old value stays.
    expect((await save({ frase_promocional: 'Frase recusada' })).status).toBe(true);
    expect((await decide('frase_promocional', 'Rejeitado')).body.pendencia.status).toBe('Rejeitado');
    expect((await exibir()).est.frase_promocional).toBe(first.est.frase_promocional);
    const list = (await get<PendenciasResponse>('pendencias/listar')).obj;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ nome_campo: 'frase_promocional', status: 'Rejeitado' });

    // Control: a decided request stays decided; unknown ids and bodies are refused.
    const again = await sb.control<{ pendencia: PendingChange }>(
      `pendencias/${approved.body.pendencia.id_pendencias}`,
      {
        status: 'Rejeitado',
      },
    );
    expect(again.body.pendencia.status).toBe('Aprovado');
    expect((await sb.control('pendencias/99999', { status: 'Aprovado' })).status).toBe(404);
    expect((await decide('texto_app', 'Aprovado')).status).toBe(404);
    expect((await decide('cnpj_cpf', 'Aprovado')).status).toBe(400);
    expect((await sb.control('pendencias/1', { status: 'talvez' })).status).toBe(400);
  });

  it('uploads a logo for approval (served by URL); approval changes the header logo', async () => {
    const up = async (path: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) =>
      (await sb.call<StoreImageResponse>(`/api/v1/${path}`, { ...multipart(fields, file), hash: sb.hash }))
        .body;
    const svg = { name: 'logo.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"/>') };
    expect(await up('estabelecimento/logo', { est_logo: '1' }, svg)).toEqual({
      status: false,
      mensagem: M.imageType,
      erros: [M.imageType],
    });
    expect((await up('estabelecimento/logo', { est_logo: '1' })).mensagem).toBe(M.imageMissing);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const huge = await sb.call('/api/v1/estabelecimento/banner', {
      ...multipart({}, { name: 'b.png', type: 'image/png', data: big }),
      hash: sb.hash,
    });
    expect(huge.status === 413 || (huge.body as { mensagem?: string }).mensagem === M.imageSize).toBe(true);

    const ok = await up(
      'estabelecimento/logo',
      { est_logo: '1' },
      { name: 'l.png', type: 'image/png', data: PNG },
    );
    expect(ok).toMatchObject({ status: true, mensagem: M.imageSent, erros: [] });
    if (!ok.status) throw new Error('upload refused');
    const image = await fetch(ok.url_imagem);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const pen = (await exibir()).pen;
    expect(pen).toEqual([expect.objectContaining({ nome_campo: 'logotipo', valor_post: ok.url_imagem })]);
    expect(
      (await up('estabelecimento/logo', {}, { name: 'l.png', type: 'image/png', data: PNG })).mensagem,
    ).toBe(M.pending);
    // The banner is independent of the logo.
    expect(
      (
        await up(
          'estabelecimento/banner',
          { est_banner: '1' },
          { name: 'b.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]) },
        )
      ).status,
    ).toBe(true);

    await decide('logotipo', 'Aprovado');
    const loja = await get<{ estabelecimento: { logotipo: string } }>('estabelecimento/getLoja');
    expect(loja.estabelecimento.logotipo).toBe(ok.url_imagem);
    expect((await exibir()).est.logotipo).toBe(ok.url_imagem);
  });

  it('needs a session', async () => {
    expect((await sb.call('/api/v1/estabelecimento/getExibir')).status).toBe(401);
    expect((await sb.call('/api/v1/pendencias/listar')).status).toBe(401);
  });
});
