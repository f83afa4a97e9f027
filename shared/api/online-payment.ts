/** The online-payment acceptance payloads (spec 02 §7 Operating hours/payments, 03 §7) as the panel reads them. */
import { z } from 'zod';
import { isNothingYet } from './onboarding';

/** POST pagamentoonline/setAcceptanceStatus: the toast's mensagem (a refusal carries erros). */
export const setAcceptanceSchema = z.looseObject({ mensagem: z.unknown().optional() });

/**
 * POST estabelecimento/listarStatusPagOn: the registration's zoop_status, null when there is none
 * (obj null, absent, false or [] for a store not yet registered).
 */
export const registrationStatusSchema = z.looseObject({
  obj: z
    .custom<Record<string, unknown> | null | false | readonly never[]>()
    .optional()
    .transform((o, ctx) => {
      if (isNothingYet(o)) return null;
      if (typeof o !== 'object' || o === null || Array.isArray(o)) {
        ctx.addIssue({ code: 'custom', message: 'status ilegível' });
        return z.NEVER;
      }
      const status = (o as Record<string, unknown>).zoop_status;
      return typeof status === 'string' ? status : null;
    }),
});
