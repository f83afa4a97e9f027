import { describe, expect, it } from 'vitest';
import type {
  AcceptanceStatusResponse,
  MessageResponse,
  SetAcceptanceResponse,
} from '../../../shared/api/platform-v1';
import {
  ACCEPTANCE_BAD_INPUT,
  ACCEPTANCE_OFF,
  ACCEPTANCE_ON,
  ACCEPTANCE_REFUSED,
  ACCEPTANCE_WRONG_STORE,
  parseAccepts,
} from '../../../sandbox/online-payment/service';
import { useSandbox } from './helpers';

describe('sandbox online-payment acceptance switch', () => {
  const sb = useSandbox();
  const status = async () =>
    (
      await sb.call<AcceptanceStatusResponse>('/api/v1/pagamentoonline/getAcceptanceStatus', {
        hash: sb.hash,
      })
    ).body.acceptsOnline;
  const set = (accepts: string) =>
    sb.call<SetAcceptanceResponse>('/api/v1/pagamentoonline/setAcceptanceStatus', {
      hash: sb.hash,
      form: { accepts },
    });
  const mudar = (form: Record<string, string>) =>
    sb.call<MessageResponse>('/api/v1/pagamentoonline/mudarStatus', { hash: sb.hash, form });

  it('turns online payment off and on with setAcceptanceStatus', async () => {
    expect((await set('0')).body).toEqual({
      status: true,
      accepts: false,
      mensagem: ACCEPTANCE_OFF,
      erros: [],
    });
    expect(await status()).toBe(false);
    expect((await set('1')).body).toEqual({
      status: true,
      accepts: true,
      mensagem: ACCEPTANCE_ON,
      erros: [],
    });
    expect(await status()).toBe(true);
  });

  it('refuses to turn it on while the registration has blockers, with the reasons in erros', async () => {
    await sb.control('acceptance', {
      acceptsOnline: false,
      blockers: ['Cadastre uma conta de recebimento.'],
    });
    expect((await set('1')).body).toEqual({
      status: false,
      accepts: false,
      mensagem: ACCEPTANCE_REFUSED,
      erros: ['Cadastre uma conta de recebimento.'],
    });
    expect(await status()).toBe(false);
    // Turning off is always allowed; an empty list clears the blockers.
    expect((await set('0')).body.status).toBe(true);
    await sb.control('acceptance', { blockers: [] });
    expect((await set('1')).body.status).toBe(true);
  });

  it('the control reset clears the blockers', async () => {
    await sb.control('acceptance', { blockers: ['Documentos pendentes.'] });
    await sb.control('reset');
    sb.hash = await sb.login();
    expect((await set('1')).body.status).toBe(true);
  });

  it('answers bad input with 400 and the message in both fields', async () => {
    const res = await set('talvez');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: false,
      mensagem: ACCEPTANCE_BAD_INPUT,
      erros: [ACCEPTANCE_BAD_INPUT],
    });
  });

  it('mudarStatus (the older call) changes the same flag for the session store only', async () => {
    expect((await mudar({ id_estabelecimento: '1', aceita_pgto_online: '0' })).body).toEqual({
      status: true,
      mensagem: ACCEPTANCE_OFF,
    });
    expect(await status()).toBe(false);
    const other = await mudar({ id_estabelecimento: '2', aceita_pgto_online: '1' });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ status: false, mensagem: ACCEPTANCE_WRONG_STORE });
    await sb.control('acceptance', { blockers: ['Plano de taxas não ativado.'] });
    expect((await mudar({ id_estabelecimento: '1', aceita_pgto_online: '1' })).body).toEqual({
      status: false,
      mensagem: `${ACCEPTANCE_REFUSED} Plano de taxas não ativado.`,
    });
    expect((await mudar({ id_estabelecimento: '1', aceita_pgto_online: 'x' })).status).toBe(400);
  });

  it.each([
    ['1', true],
    [1, true],
    [true, true],
    [' S ', true],
    ['0', false],
    [0, false],
    ['N', false],
    ['false', false],
    ['', null],
    ['2', null],
    [null, null],
    [{}, null],
  ])('parseAccepts(%j) → %j', (input, expected) => {
    expect(parseAccepts(input)).toBe(expected);
  });
});
