/** Store registration calls (spec 03 §7 Store registration) and their schemas. */
import { z } from 'zod';
import type { ApiClient, LegacyResult } from '../../api/http';
import { CHANGE_FIELDS, CHANGE_STATUSES } from '../../../../shared/api/establishment';
import { lenientList, lenientText, listOf, requiredId } from '../../../../shared/api/lenient';
import { useSession } from '../../stores/session';

/** One of `values`, whatever its case ('pendente' is 'Pendente'). */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' ? (values.find((x) => x.toLowerCase() === v.trim().toLowerCase()) ?? v) : v,
    z.enum(values),
  );

/** A change request; one with an unknown field or status is left out of the list (and reported). */
export const pendingChangeSchema = z.object({
  id_pendencias: requiredId,
  tabela: lenientText,
  nome_campo: oneOf(CHANGE_FIELDS),
  valor_ant: lenientText,
  valor_post: lenientText,
  data_inclusao: lenientText,
  data_status: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  status: oneOf(CHANGE_STATUSES),
});

export const establishmentSchema = z.object({
  id_estabelecimento: lenientText,
  cnpj_cpf: lenientText,
  razao_social: lenientText,
  nome: lenientText,
  logotipo: lenientText,
  banner: lenientText,
  texto_app: lenientText,
  frase_promocional: lenientText,
});

export const exibirSchema = z.object({
  est: establishmentSchema,
  pen: lenientList(pendingChangeSchema, 'estabelecimento/getExibir pen').catch([]),
});
export type Exibir = z.infer<typeof exibirSchema>;
export type PendingChangeView = z.infer<typeof pendingChangeSchema>;

export const pendenciasSchema = listOf('obj', pendingChangeSchema, 'pendencias/listar');

const savedSchema = z.object({ mensagem: lenientText });
const imageSchema = z.object({ mensagem: lenientText, url_imagem: lenientText });

/**
 * The spec's establishment record has no id (03 §3): when the server leaves it out, the saves
 * address the session's store, the one getExibir describes.
 */
export async function loadExibir(api: ApiClient, signal: AbortSignal): Promise<LegacyResult<Exibir>> {
  const res = await api.legacy('v1', 'get', 'estabelecimento/getExibir', exibirSchema, {
    signal,
    quiet: true,
  });
  if (!res.ok || res.data.est.id_estabelecimento !== '') return res;
  const storeId = useSession.getState().user?.id_estabelecimento ?? '';
  return { ok: true, data: { ...res.data, est: { ...res.data.est, id_estabelecimento: storeId } } };
}

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
