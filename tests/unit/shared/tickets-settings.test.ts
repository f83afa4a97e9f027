import { describe, expect, it } from 'vitest';
import { DEFAULT_TICKET_SETTINGS, columnsFor, fromLocalPrintSettings } from '../../../shared/tickets';

describe('fromLocalPrintSettings', () => {
  it('gives the spec defaults for nothing, non-objects and an empty record', () => {
    for (const raw of [undefined, null, 'garbage', 42, [], {}]) {
      expect(fromLocalPrintSettings(raw)).toEqual(DEFAULT_TICKET_SETTINGS);
    }
    expect(DEFAULT_TICKET_SETTINGS).toMatchObject({
      layout: 1,
      paperWidth: '7,0',
      groupItems: true,
      copies: 1,
      delayMs: 1000,
      fontName: 'Tahoma',
      fontSize: 8,
    });
  });

  it('maps the stored strings', () => {
    expect(
      fromLocalPrintSettings({
        qtdeCopia: '2',
        delay: '3000',
        larguraMaximaPagina: '4,8',
        saltoLinhaInicio: '3',
        margemEsquerda: '1',
        margemDireita: '2',
        nomeFonte: 'courier new',
        tamanhoFonte: '12',
        impressaoItemAgrupado: 'true',
        impressaoCliente: 'true',
        impressaoEstabelecimento: 'false',
        impressaoLayout: '3',
      }),
    ).toEqual({
      layout: 3,
      paperWidth: '4,8',
      groupItems: false,
      showCustomer: true,
      showEstablishment: false,
      copies: 2,
      delayMs: 3000,
      skipLinesAtStart: 3,
      marginLeft: 1,
      marginRight: 2,
      fontName: 'Courier New',
      fontSize: 12,
    });
  });

  // impressaoItemAgrupado is the 'print items ungrouped' checkbox: true turns grouping off.
  it.each([
    [true, false],
    ['true', false],
    ['1', false],
    [false, true],
    ['false', true],
    ['', true],
    ['maybe', true],
    [null, true],
  ])('impressaoItemAgrupado %j → groupItems %j', (raw, expected) => {
    expect(fromLocalPrintSettings({ impressaoItemAgrupado: raw }).groupItems).toBe(expected);
  });

  it.each([
    ['4,8', '4,8'],
    ['4.8', '4,8'],
    [4.8, '4,8'],
    ['58mm', '4,8'],
    ['7,0', '7,0'],
    [7, '7,0'],
    ['80', '7,0'],
    ['9,9', '7,0'],
    [{}, '7,0'],
  ])('larguraMaximaPagina %j → %s', (raw, expected) => {
    expect(fromLocalPrintSettings({ larguraMaximaPagina: raw }).paperWidth).toBe(expected);
  });

  it.each([
    ['impressaoLayout', '0', 'layout', 1],
    ['impressaoLayout', '2.5', 'layout', 1],
    ['impressaoLayout', 2, 'layout', 2],
    ['qtdeCopia', '-1', 'copies', 1],
    ['qtdeCopia', 'abc', 'copies', 1],
    ['qtdeCopia', '999', 'copies', 1],
    ['delay', '5', 'delayMs', 5000],
    ['delay', 10000, 'delayMs', 10000],
    ['delay', '50', 'delayMs', 1000],
    ['delay', 'NaN', 'delayMs', 1000],
    ['saltoLinhaInicio', '1e3', 'skipLinesAtStart', 0],
    ['saltoLinhaInicio', ' 2 ', 'skipLinesAtStart', 2],
    ['margemEsquerda', '-3', 'marginLeft', 0],
    ['margemDireita', '40', 'marginRight', 0],
    ['tamanhoFonte', '9', 'fontSize', 8],
    ['tamanhoFonte', 16, 'fontSize', 16],
    ['nomeFonte', 'Comic Sans', 'fontName', 'Tahoma'],
    ['nomeFonte', 12, 'fontName', 'Tahoma'],
    ['impressaoCliente', 'S', 'showCustomer', true],
    ['impressaoEstabelecimento', 1, 'showEstablishment', true],
    ['impressaoCliente', 'yes please', 'showCustomer', false],
  ])('%s %j → %s %j', (key, raw, field, expected) => {
    expect(fromLocalPrintSettings({ [key]: raw })[field as keyof typeof DEFAULT_TICKET_SETTINGS]).toBe(
      expected,
    );
  });

  it('maps widths to columns', () => {
    expect(columnsFor('4,8')).toBe(32);
    expect(columnsFor('7,0')).toBe(48);
  });
});
