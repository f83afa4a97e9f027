import { describe, expect, it } from 'vitest';
import {
  CANCEL_DESCRIPTION_MAX,
  CANCEL_ERRORS,
  CANCEL_OTHER_REASON,
  CANCEL_PRESET_REASONS,
  validateCancel,
} from '../../../shared/orders/cancel';

describe('validateCancel (spec 01 §5)', () => {
  it.each([
    [
      { reason: null, description: '' },
      { ok: false, field: 'reason', error: CANCEL_ERRORS.noReason },
    ],
    [
      { reason: '', description: 'qualquer coisa longa' },
      { ok: false, field: 'reason', error: CANCEL_ERRORS.noReason },
    ],
    [
      { reason: 'Motivo inventado', description: '' },
      { ok: false, field: 'reason', error: CANCEL_ERRORS.noReason },
    ],
    [
      { reason: CANCEL_PRESET_REASONS[0], description: '' },
      { ok: true, motivo: 'Não foi possível falar com o cliente' },
    ],
    [
      { reason: CANCEL_PRESET_REASONS[1], description: 'ignored' },
      { ok: true, motivo: 'Cliente pediu um item indisponível' },
    ],
    [
      { reason: CANCEL_PRESET_REASONS[2], description: '' },
      { ok: true, motivo: 'Cliente pediu para cancelar' },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: '' },
      { ok: false, field: 'description', error: 'Descrição de motivo muito curta.' },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: 'Sem gás' },
      { ok: false, field: 'description', error: 'Descrição de motivo muito curta.' },
    ],
    // Whitespace does not count toward the minimum.
    [
      { reason: CANCEL_OTHER_REASON, description: '   Sem   gás    ' },
      { ok: false, field: 'description', error: 'Descrição de motivo muito curta.' },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: 'Sem massa.' },
      { ok: true, motivo: 'Sem massa.' },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: '  Acabou  o\nqueijo  ' },
      { ok: true, motivo: 'Acabou o queijo' },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: 'x'.repeat(CANCEL_DESCRIPTION_MAX) },
      { ok: true, motivo: 'x'.repeat(255) },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: 'x'.repeat(CANCEL_DESCRIPTION_MAX + 1) },
      { ok: false, field: 'description', error: CANCEL_ERRORS.tooLong },
    ],
    [
      { reason: CANCEL_OTHER_REASON, description: '<script>alert(1)</script>' },
      { ok: true, motivo: '<script>alert(1)</script>' },
    ],
  ])('%j → %j', (input, out) => {
    expect(validateCancel(input)).toEqual(out);
  });

  it("the messages are the spec's", () => {
    expect(CANCEL_ERRORS.noReason).toBe('Selecione um motivo para cancelamento');
    expect(CANCEL_ERRORS.tooShort).toBe('Descrição de motivo muito curta.');
    expect(CANCEL_OTHER_REASON).toBe('Outro motivo...');
  });
});
