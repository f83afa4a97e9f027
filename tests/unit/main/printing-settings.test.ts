import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localPrintSettingsSchema } from '../../../shared/bridge-schemas';
import type { LocalPrintSettings, PrintSettingsView, QzCredentialsPatch } from '../../../shared/printing';
import { demoPrintSettings } from '../../../sandbox/print-settings/service';
import {
  createPrintSettingsService,
  DEFAULT_LOCAL_PRINT_SETTINGS,
  PrintSettingsError,
} from '../../../main/printing/settings';
import { createMemoryLogger } from '../../support/logger';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-settings-'));
  file = path.join(dir, 'print-settings.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An in-memory QZ credentials store, as main/printing/qz keeps them (encrypted there). */
function fakeQz() {
  const state = { certificate: '', privateKey: '' };
  return {
    state,
    view: () => ({ certificate: state.certificate, hasPrivateKey: state.privateKey !== '' }),
    update(patch: QzCredentialsPatch) {
      if (patch.certificate !== undefined) state.certificate = patch.certificate ?? '';
      if (patch.privateKey !== undefined) state.privateKey = patch.privateKey ?? '';
    },
    clear() {
      state.certificate = '';
      state.privateKey = '';
    },
  };
}

const valid = (patch: Partial<LocalPrintSettings> = {}): LocalPrintSettings => ({
  ...structuredClone(DEFAULT_LOCAL_PRINT_SETTINGS),
  ...patch,
});

describe('DEFAULT_LOCAL_PRINT_SETTINGS', () => {
  it('are spec 01 §3 defaults and pass their own schema', () => {
    expect(DEFAULT_LOCAL_PRINT_SETTINGS).toMatchObject({
      qtdeCopia: 1,
      delay: 1000,
      larguraMaximaPagina: '7,0',
      saltoLinhaInicio: 0,
      margemEsquerda: 0,
      margemDireita: 0,
      nomeFonte: 'Tahoma',
      tamanhoFonte: 8,
      impressaoItemAgrupado: 'false',
      impressaoCliente: 'false',
      impressaoEstabelecimento: 'false',
      impressaoLayout: 1,
      autoAceiteImprimir: 'false',
    });
    expect(localPrintSettingsSchema.safeParse(DEFAULT_LOCAL_PRINT_SETTINGS).success).toBe(true);
  });
});

describe('localPrintSettingsSchema', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `Impressora ${i}`);
  const routes = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [String(i), { impressora: 'Cozinha', agrupamento: '' }]),
    );
  it.each<[string, unknown, boolean]>([
    ['defaults', valid(), true],
    // npm start hands the demo store's cloud record to the app as its first local settings.
    ['the demo store record', demoPrintSettings(1), true],
    ['delay 10000', valid({ delay: 10_000 }), true],
    ['delay 1500 (not a whole second)', valid({ delay: 1500 }), false],
    ['delay 0', valid({ delay: 0 }), false],
    ['delay 11000', valid({ delay: 11_000 }), false],
    ['delay as text', { ...valid(), delay: '1000' }, false],
    ['copies 10', valid({ qtdeCopia: 10 }), true],
    ['copies 0', valid({ qtdeCopia: 0 }), false],
    ['copies 11', valid({ qtdeCopia: 11 }), false],
    ['width 58 mm', valid({ larguraMaximaPagina: '4,8' }), true],
    ['width 80', { ...valid(), larguraMaximaPagina: '80' }, false],
    ['font Verdana 16', valid({ nomeFonte: 'Verdana', tamanhoFonte: 16 }), true],
    ['font Comic Sans', valid({ nomeFonte: 'Comic Sans' }), false],
    ['font size 9', valid({ tamanhoFonte: 9 }), false],
    ['method nat', valid({ metodoImpressao: 'nat' }), true],
    ['method cups', { ...valid(), metodoImpressao: 'cups' }, false],
    ['flag true', valid({ impressaoProducao: 'true' }), true],
    ['flag boolean', { ...valid(), impressaoProducao: true }, false],
    ['layout 3', valid({ impressaoLayout: 3 }), true],
    ['layout 4', { ...valid(), impressaoLayout: 4 }, false],
    ['20 cashier printers', valid({ impressorasCaixa: many(20) }), true],
    ['21 cashier printers', valid({ impressorasCaixa: many(21) }), false],
    ['200 production routes', valid({ impressorasProducao: routes(200) }), true],
    ['201 production routes', valid({ impressorasProducao: routes(201) }), false],
    [
      'route key with a path',
      valid({ impressorasProducao: { '../x': { impressora: 'a', agrupamento: '' } } }),
      false,
    ],
    [
      'route with a name',
      valid({
        impressorasProducao: { '12': { impressora: 'a', agrupamento: 'Pizzas', nome: 'Pizzas Salgadas' } },
      }),
      true,
    ],
    ['unknown key', { ...valid(), __proto__x: 1 }, false],
    ['a 10 kB printer name', valid({ defaultPrinter: 'x'.repeat(10_000) }), false],
    ['null', null, false],
    ['an array', [], false],
  ])('%s', (_name, input, ok) => {
    expect(localPrintSettingsSchema.safeParse(input).success).toBe(ok);
  });
});

describe('createPrintSettingsService', () => {
  it('starts from the defaults and keeps what was saved across a restart', async () => {
    const log = createMemoryLogger();
    const first = createPrintSettingsService({ file, log });
    expect(first.get()).toEqual(DEFAULT_LOCAL_PRINT_SETTINGS);
    await first.save(valid({ defaultPrinter: 'Caixa', impressorasCaixa: ['Caixa'], delay: 3000 }));
    const second = createPrintSettingsService({ file, log });
    expect(second.get()).toMatchObject({ defaultPrinter: 'Caixa', impressorasCaixa: ['Caixa'], delay: 3000 });
  });

  it('says neverSaved until the first save, then never again (the first-run guide, issue 35 §1)', async () => {
    const log = createMemoryLogger();
    const fresh = createPrintSettingsService({ file, log });
    expect((await fresh.view()).neverSaved).toBe(true);
    await fresh.save(valid());
    expect((await fresh.view()).neverSaved).toBeUndefined();
    expect((await createPrintSettingsService({ file, log }).view()).neverSaved).toBeUndefined();
    // The demo's initial settings and an unreadable file are not a first run either.
    const other = path.join(dir, 'other.json');
    const demo = createPrintSettingsService({ file: other, log, initial: valid() });
    expect((await demo.view()).neverSaved).toBeUndefined();
    fs.writeFileSync(other, '{broken');
    expect((await createPrintSettingsService({ file: other, log }).view()).neverSaved).toBeUndefined();
  });

  it('rejects a bad form and keeps the stored settings', async () => {
    const service = createPrintSettingsService({ file, log: createMemoryLogger() });
    await service.save(valid({ qtdeCopia: 2 }));
    await expect(service.save({ ...valid(), delay: 1234 })).rejects.toBeInstanceOf(PrintSettingsError);
    expect(service.get().qtdeCopia).toBe(2);
    expect(createPrintSettingsService({ file, log: createMemoryLogger() }).get().qtdeCopia).toBe(2);
  });

  it.each([
    ['not JSON', '{"delay": 10'],
    ['a bad value', JSON.stringify({ ...DEFAULT_LOCAL_PRINT_SETTINGS, qtdeCopia: 99 })],
    ['a string', '"oi"'],
  ])('falls back to the defaults on a corrupt file (%s), keeping a copy', (_name, content) => {
    fs.writeFileSync(file, content);
    const log = createMemoryLogger();
    const service = createPrintSettingsService({ file, log });
    expect(service.get()).toEqual(DEFAULT_LOCAL_PRINT_SETTINGS);
    expect(log.has('error', 'Configurações de impressão ilegíveis')).toBe(true);
    expect(fs.readdirSync(dir).some((f) => f.includes('.corrupt-'))).toBe(true);
  });

  it('choosing a non-QZ method clears the QZ certificate and key (02 §4)', async () => {
    const qz = fakeQz();
    const service = createPrintSettingsService({ file, log: createMemoryLogger(), qz });
    await service.save(valid({ metodoImpressao: 'qz' }));
    const withKeys = await service.setQzCredentials({ certificate: 'CERT', privateKey: 'KEY' });
    expect(withKeys.qz).toEqual({ certificate: 'CERT', hasPrivateKey: true });
    await service.save(valid({ metodoImpressao: 'qz', qtdeCopia: 2 }));
    expect(qz.state).toEqual({ certificate: 'CERT', privateKey: 'KEY' });
    const view = await service.save(valid({ metodoImpressao: 'aiboo' }));
    expect(view.qz).toEqual({ certificate: '', hasPrivateKey: false });
    expect(qz.state).toEqual({ certificate: '', privateKey: '' });
  });

  it('never puts the private key in the view and tells listeners about every change', async () => {
    const seen: PrintSettingsView[] = [];
    const service = createPrintSettingsService({
      file,
      log: createMemoryLogger(),
      qz: fakeQz(),
      onChange: (view) => seen.push(view),
    });
    await service.setQzCredentials({ privateKey: '-----BEGIN PRIVATE KEY-----' });
    await service.save(valid({ metodoImpressao: 'qz' }));
    expect(JSON.stringify(seen)).not.toContain('BEGIN PRIVATE KEY');
    expect(seen.map((v) => v.qz.hasPrivateKey)).toEqual([true, true]);
  });

  it('returned settings are copies: changing them changes nothing stored', () => {
    const service = createPrintSettingsService({ file, log: createMemoryLogger() });
    service.get().impressorasCaixa.push('Intrusa');
    expect(service.get().impressorasCaixa).toEqual([]);
  });

  it('starts from the given initial settings until something is saved', async () => {
    const initial = valid({ defaultPrinter: 'EPSON TM-T20X (Caixa)', autoAceiteImprimir: 'true' });
    const service = createPrintSettingsService({ file, log: createMemoryLogger(), initial });
    expect(service.get()).toEqual(initial);
    await service.save(valid({ defaultPrinter: 'Outra' }));
    expect(
      createPrintSettingsService({ file, log: createMemoryLogger(), initial }).get().defaultPrinter,
    ).toBe('Outra');
  });
});
