/** The online-payment acceptance payloads (spec 02 §7 Operating hours/payments, 03 §7) as the panel reads them. */
import { z } from 'zod';

/** POST pagamentoonline/setAcceptanceStatus: the toast's mensagem (a refusal carries erros). */
export const setAcceptanceSchema = z.looseObject({ mensagem: z.unknown().optional() });

/** POST estabelecimento/listarStatusPagOn: the registration's zoop_status, null when there is none. */
export const registrationStatusSchema = z.looseObject({
  obj: z
    .looseObject({ zoop_status: z.unknown().optional() })
    .nullish()
    .transform((o) => (typeof o?.zoop_status === 'string' ? o.zoop_status : null)),
});
