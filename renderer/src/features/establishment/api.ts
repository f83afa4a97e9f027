/** Store registration calls (spec 03 §7 Store registration) and their schemas. */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import { CHANGE_FIELDS, CHANGE_STATUSES } from '../../../../shared/api/establishment';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const pendingChangeSchema = z.object({
  id_pendencias: text,
  tabela: text,
  nome_campo: z.enum(CHANGE_FIELDS),
  valor_ant: text,
  valor_post: text,
  data_inclusao: text,
  data_status: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  status: z.enum(CHANGE_STATUSES),
});

export const establishmentSchema = z.object({
  id_estabelecimento: text,
  cnpj_cpf: text,
  razao_social: text,
  nome: text,
  logotipo: text,
  banner: text,
  texto_app: text,
  frase_promocional: text,
});

export const exibirSchema = z.object({
  est: establishmentSchema,
  pen: z.array(pendingChangeSchema).catch([]),
});
export type Exibir = z.infer<typeof exibirSchema>;
export type PendingChangeView = z.infer<typeof pendingChangeSchema>;

export const pendenciasSchema = z.object({ obj: z.array(pendingChangeSchema) });

const savedSchema = z.object({ mensagem: text });
const imageSchema = z.object({ mensagem: text, url_imagem: text });

export const loadExibir = (api: ApiClient, signal: AbortSignal) =>
  api.legacy('v1', 'get', 'estabelecimento/getExibir', exibirSchema, { signal, quiet: true });

export const loadRequests = (api: ApiClient, signal: AbortSignal) =>
  api.legacy('v1', 'get', 'pendencias/listar', pendenciasSchema, { signal, quiet: true });

export function saveEstablishment(
  api: ApiClient,
  id: string,
  values: { texto_app: string; frase_promocional: string },
): Promise<LegacyResult<z.infer<typeof savedSchema>>> {
  return api.legacy('v1', 'post', 'estabelecimento/postEstabelecimento', savedSchema, {
    form: {
      estabelecimento: id,
      texto_app: values.texto_app.trim(),
      frase_promocional: values.frase_promocional.trim(),
    },
  });
}

/** POST estabelecimento/logo (arquivo + est_logo) or estabelecimento/banner (arquivo + est_banner). */
export function uploadStoreImage(
  api: ApiClient,
  kind: 'logotipo' | 'banner',
  id: string,
  file: File,
): Promise<LegacyResult<z.infer<typeof imageSchema>>> {
  const data = new FormData();
  data.append(kind === 'logotipo' ? 'est_logo' : 'est_banner', id);
  data.append('arquivo', file, file.name);
  const path = kind === 'logotipo' ? 'estabelecimento/logo' : 'estabelecimento/banner';
  return api.legacy('v1', 'post', path, imageSchema, { multipart: data });
}
