/**
 * Base A calls of the print settings (spec 02 §7): the cloud record (estabelecimentosimpressao/*),
 * read with shared/api/print-settings.ts. The menu categories production tickets are routed by
 * live in order-printing/categories.ts.
 */
import type { ProductionPrinter } from '../../../../shared/api/platform-v1';
import {
  printSettingsResponseSchema,
  savedPrintSettingsResponseSchema,
  type CloudPrintSettings,
} from '../../../../shared/api/print-settings';
import type { PrintCategory } from '../../../../shared/bridge';
import { localOnlyFlags, type LocalPrintSettings } from '../../../../shared/printing';
import type { ApiClient, CallOptions, LegacyResult } from '../../api/http';
import { dialogs } from '../../components/feedback/dialogs';

export type { CloudPrintSettings, PrintCategory };

/**
 * GET estabelecimentosimpressao/listar. `ok: false` is the store without a cloud record (the
 * server's erro is the 'missing configuration' text).
 */
export function getCloudPrintSettings(
  api: ApiClient,
  options?: CallOptions,
): Promise<LegacyResult<CloudPrintSettings>> {
  return readCloudRecord(api, 'estabelecimentosimpressao/listar', options);
}

/** GET estabelecimentosimpressao/atualizar: the desktop took the cloud record (sincronizado back to 'S'). */
export function refreshCloudPrintSettings(
  api: ApiClient,
  options?: CallOptions,
): Promise<LegacyResult<CloudPrintSettings>> {
  return readCloudRecord(api, 'estabelecimentosimpressao/atualizar', options);
}

async function readCloudRecord(
  api: ApiClient,
  path: string,
  options: CallOptions | undefined,
): Promise<LegacyResult<CloudPrintSettings>> {
  const res = await api.legacy('v1', 'get', path, printSettingsResponseSchema, options);
  return res.ok ? { ok: true, data: res.data.obj } : res;
}

/** The adicionar form: the spec's field list (02 §7), plus the local extras the cloud keeps too. */
export function cloudSaveForm(
  settings: LocalPrintSettings,
  establishmentId: string,
): Record<string, string | number> {
  const production: Record<string, ProductionPrinter> = {};
  for (const [id, p] of Object.entries(settings.impressorasProducao)) {
    if (p.impressora.trim() !== '' || p.agrupamento.trim() !== '') {
      production[id] = { impressora: p.impressora, agrupamento: p.agrupamento };
    }
  }
  return {
    defaultPrinter: settings.defaultPrinter,
    impressaoLayout: settings.impressaoLayout,
    delay: settings.delay,
    impressaoProducao: settings.impressaoProducao,
    impressaoEstabelecimento: settings.impressaoEstabelecimento,
    impressaoCliente: settings.impressaoCliente,
    impressaoItemAgrupado: settings.impressaoItemAgrupado,
    autoAceiteImprimir: settings.autoAceiteImprimir,
    qtdeCopia: settings.qtdeCopia,
    larguraMaximaPagina: settings.larguraMaximaPagina,
    metodoImpressao: settings.metodoImpressao,
    saltoLinhaInicio: settings.saltoLinhaInicio,
    margemEsquerda: settings.margemEsquerda,
    margemDireita: settings.margemDireita,
    nomeFonte: settings.nomeFonte,
    tamanhoFonte: settings.tamanhoFonte,
    id_estabelecimento: establishmentId,
    impressorasCaixa: JSON.stringify(settings.impressorasCaixa),
    impressorasProducao: JSON.stringify(production),
  };
}

/**
 * POST estabelecimentosimpressao/adicionar. A refusal (status 0/false) is shown here as the
 * spec's information dialog with the server's erro (02 §8) and returned, so the caller keeps the
 * form as it is.
 */
export async function saveCloudPrintSettings(
  api: ApiClient,
  settings: LocalPrintSettings,
  establishmentId: string,
): Promise<LegacyResult<string>> {
  const res = await api.legacy(
    'v1',
    'post',
    'estabelecimentosimpressao/adicionar',
    savedPrintSettingsResponseSchema,
    {
      form: cloudSaveForm(settings, establishmentId),
    },
  );
  if (!res.ok) {
    await dialogs.alert({
      message: res.message || 'Não foi possível salvar as configurações de impressão na nuvem.',
    });
    return res;
  }
  const mensagem = typeof res.data.mensagem === 'string' ? res.data.mensagem : '';
  return { ok: true, data: mensagem };
}

/**
 * The cloud record → local settings. The local extras come from the cloud when it has them,
 * otherwise from `current` (they are this computer's printers).
 */
export function cloudToLocal(cloud: CloudPrintSettings, current: LocalPrintSettings): LocalPrintSettings {
  const {
    id_estabelecimento: _id,
    sincronizado: _sync,
    impressora: _printer,
    impressorasCaixa,
    impressorasProducao,
    ...rest
  } = cloud;
  const production: LocalPrintSettings['impressorasProducao'] = {};
  for (const [id, p] of Object.entries(impressorasProducao ?? current.impressorasProducao)) {
    production[id] = { ...current.impressorasProducao[id], ...p };
  }
  return {
    ...rest,
    impressorasCaixa: [...(impressorasCaixa ?? current.impressorasCaixa)],
    impressorasProducao: production,
    // This computer's own: the cloud record has no such field.
    ...localOnlyFlags((key) => current[key] ?? null),
  };
}
