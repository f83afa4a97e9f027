/** Store registration calls (spec 03 §7 Store registration) and their schemas. */
import type { ApiClient, LegacyResult } from '../../api/http';
import { unwrapLegacyAlerting } from '../../components/backoffice';
import {
  establishmentSavedSchema,
  exibirSchema,
  pendenciasSchema,
  storeImageSchema,
  type EstablishmentSaved,
  type Exibir,
  type StoreImageSaved,
} from '../../../../shared/api/establishment';
import { useSession } from '../../stores/session';

/**
 * The spec's establishment record has no id (03 §3): when the server leaves it out, the saves
 * address the session's store, the one getExibir describes. A refusal opens 'Atencao!' (03 §8) and
 * throws LegacyRefusal for the tab's inline state.
 */
export async function loadExibir(api: ApiClient, signal: AbortSignal): Promise<Exibir> {
  const data = unwrapLegacyAlerting(
    await api.legacy('v1', 'get', 'estabelecimento/getExibir', exibirSchema, { signal, quiet: true }),
  );
  if (data.est.id_estabelecimento !== '') return data;
  const storeId = useSession.getState().user?.id_estabelecimento ?? '';
  return { ...data, est: { ...data.est, id_estabelecimento: storeId } };
}

/** The pending change requests; a refusal opens 'Atencao!' (03 §8) and throws LegacyRefusal. */
export async function loadRequests(api: ApiClient, signal: AbortSignal) {
  return unwrapLegacyAlerting(
    await api.legacy('v1', 'get', 'pendencias/listar', pendenciasSchema, { signal, quiet: true }),
  ).obj;
}

export function saveEstablishment(
  api: ApiClient,
  id: string,
  values: { texto_app: string; frase_promocional: string },
): Promise<LegacyResult<EstablishmentSaved>> {
  return api.legacy('v1', 'post', 'estabelecimento/postEstabelecimento', establishmentSavedSchema, {
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
): Promise<LegacyResult<StoreImageSaved>> {
  const data = new FormData();
  data.append(kind === 'logotipo' ? 'est_logo' : 'est_banner', id);
  data.append('arquivo', file, file.name);
  const path = kind === 'logotipo' ? 'estabelecimento/logo' : 'estabelecimento/banner';
  return api.legacy('v1', 'post', path, storeImageSchema, { multipart: data });
}
