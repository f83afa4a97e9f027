/**
 * zod schemas of the kitchen screen's payloads (issue 33 §3): what crosses the bridge (settings,
 * commands) and what a tablet sends to the kitchen-screen service. Main validates with these
 * before acting; a bad value gets a Portuguese message and changes nothing.
 */
import { z } from 'zod';
import type { KitchenCommand, KitchenSettings } from './contract';

export const KITCHEN_MESSAGES = {
  screenIds: 'Cada tela da cozinha precisa de um nome único.',
  ageOrder: 'O tempo para vermelho precisa ser maior que o tempo para amarelo.',
  windowScreen: 'Escolha qual tela da cozinha aparece na janela.',
  tabletAddress: 'Informe o endereço deste computador na rede da loja para os tablets.',
  tabletAnyAddress:
    'Use o endereço deste computador na rede da loja, não um endereço que atende todas as redes.',
  invalid: 'Configurações da tela da cozinha inválidas.',
} as const;

/** A screen's id: short, no spaces or separators (it names the station `tela:<id>` and a URL). */
export const screenIdSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/);

const screenSchema = z.object({
  id: screenIdSchema,
  name: z.string().trim().min(1).max(60),
  categories: z.array(z.string().min(1).max(64)).max(200),
});

/** An IPv4 address or a host name of this PC on the store's network ('' while the service is off). */
const addressSchema = z
  .string()
  .max(253)
  .regex(/^[A-Za-z0-9.:-]*$/);

export const kitchenSettingsSchema = z
  .object({
    enabled: z.boolean(),
    screens: z.array(screenSchema).max(20),
    ageAmberMin: z.number().int().min(1).max(240),
    ageRedMin: z.number().int().min(2).max(480),
    sendReadyOnBump: z.boolean(),
    sendProductionOnOpen: z.boolean(),
    window: z.object({
      enabled: z.boolean(),
      screenId: screenIdSchema.nullable(),
      displayId: z.number().int().nullable(),
    }),
    tablet: z.object({
      enabled: z.boolean(),
      address: addressSchema,
      port: z.number().int().min(1024).max(65535),
    }),
  })
  .strict() satisfies z.ZodType<KitchenSettings>;

/** The rules between fields: the first broken one's message, or null when the settings hold. */
export function kitchenSettingsProblem(s: KitchenSettings): string | null {
  if (new Set(s.screens.map((screen) => screen.id)).size !== s.screens.length)
    return KITCHEN_MESSAGES.screenIds;
  if (s.ageRedMin <= s.ageAmberMin) return KITCHEN_MESSAGES.ageOrder;
  if (s.window.enabled && !s.screens.some((screen) => screen.id === s.window.screenId))
    return KITCHEN_MESSAGES.windowScreen;
  if (s.tablet.enabled && s.tablet.address.trim() === '') return KITCHEN_MESSAGES.tabletAddress;
  // The service listens on one network only: 'every interface' would open it to all of them.
  if (['0.0.0.0', '::', '[::]'].includes(s.tablet.address.trim())) return KITCHEN_MESSAGES.tabletAnyAddress;
  return null;
}

const keySchema = z.string().min(1).max(200);

export const kitchenCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bump'), key: keySchema }),
  z.object({ type: z.literal('recall'), key: keySchema.optional() }),
  z.object({ type: z.literal('open'), key: keySchema }),
  z.object({ type: z.literal('acknowledge'), key: keySchema }),
]) satisfies z.ZodType<KitchenCommand>;

/** The bridge's argument tuples of the `kitchen` domain (shared/bridge-schemas.ts composes them). */
export const kitchenChannelArgs = {
  getFeed: z.tuple([screenIdSchema]),
  command: z.tuple([screenIdSchema, kitchenCommandSchema]),
  getSettings: z.tuple([]),
  saveSettings: z.tuple([kitchenSettingsSchema]),
  getService: z.tuple([]),
  rotatePairingCode: z.tuple([]),
  revokeDevice: z.tuple([z.string().min(1).max(64)]),
  getOrderProgress: z.tuple([]),
};
