import { describe, expect, it } from 'vitest';
import type { PendingChange } from '../../../shared/api/establishment';
import {
  canSave,
  formatDocument,
  pendingByField,
  textProblems,
} from '../../../renderer/src/features/establishment/model';

const change = (over: Partial<PendingChange>): PendingChange => ({
  id_pendencias: '1',
  tabela: 'estabelecimentos',
  nome_campo: 'texto_app',
  valor_ant: 'a',
  valor_post: 'b',
  data_inclusao: '2026-11-20 10:00:00',
  data_status: null,
  status: 'Pendente',
  ...over,
});

describe('establishment model', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    ['12345678909', '123.456.789-09'],
    ['123', '123'],
    ['', ''],
    ['<b>x</b>', '<b>x</b>'],
  ])('formatDocument(%j) → %j', (input, out) => {
    expect(formatDocument(input)).toBe(out);
  });

  it('enables saving only after an edit within the limits', () => {
    const initial = { texto_app: 'Texto', frase_promocional: 'Frase' };
    expect(canSave(initial, initial)).toBe(false);
    expect(canSave(initial, { ...initial, texto_app: '  Texto  ' })).toBe(false);
    expect(canSave(initial, { ...initial, texto_app: 'Outro' })).toBe(true);
    expect(canSave(initial, { ...initial, frase_promocional: '' })).toBe(true);
    expect(canSave(initial, { ...initial, frase_promocional: 'x'.repeat(101) })).toBe(false);
    expect(canSave(initial, { ...initial, texto_app: 'x'.repeat(501) })).toBe(false);
    expect(textProblems({ texto_app: 'x'.repeat(500), frase_promocional: 'y'.repeat(100) })).toEqual({});
    expect(textProblems({ texto_app: 'x'.repeat(501), frase_promocional: 'y'.repeat(101) })).toEqual({
      texto_app: 'O texto do app deve ter no máximo 500 caracteres.',
      frase_promocional: 'A frase promocional deve ter no máximo 100 caracteres.',
    });
  });

  it('keeps the latest Pendente request per field and ignores decided ones', () => {
    const pen = pendingByField([
      change({ id_pendencias: '3', valor_post: 'old' }),
      change({ id_pendencias: '7', valor_post: 'new' }),
      change({ id_pendencias: '9', nome_campo: 'banner', status: 'Aprovado' }),
      change({ id_pendencias: '4', nome_campo: 'logotipo', valor_post: 'http://x/logo.png' }),
    ]);
    expect(pen.texto_app?.valor_post).toBe('new');
    expect(pen.logotipo?.id_pendencias).toBe('4');
    expect(pen.banner).toBeUndefined();
    expect(pen.frase_promocional).toBeUndefined();
    expect(pendingByField([])).toEqual({});
  });
});
