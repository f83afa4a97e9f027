/**
 * Who may see the kitchen screen from a tablet (issue 33 §3), after the print host's pairing
 * (main/printing/local-service/access.ts): a 6-digit code shown on the desk, random, compared in
 * constant time, new after each pairing and when staff rotate it. A tablet that sends the code and
 * a name gets its own random token; only the token's SHA-256 is kept (`kitchen-devices.json`), so
 * a copy of the file opens nothing, and staff can revoke one device without the others. Wrong
 * codes are limited per address (5 a minute): six digits cannot be walked through.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { KitchenDevice } from '../../shared/kitchen-screen/contract';
import type { Logger } from '../log/logger';
import { readValidatedJsonFile, writeJsonFileAtomic } from '../storage/json-file';

export const PAIRING_MESSAGES = {
  wrongCode: 'Código de pareamento incorreto. Confira o código na tela do caixa.',
  tooMany: 'Muitas tentativas com código errado. Aguarde um minuto e tente de novo.',
  badName: 'Dê um nome a este tablet (até 40 letras).',
} as const;

const deviceSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(40),
  pairedAt: z.number(),
  lastSeenAt: z.number().optional(),
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
});
const fileSchema = z.object({ version: z.literal(1), devices: z.array(deviceSchema).max(100) });
type StoredDevice = z.infer<typeof deviceSchema>;

export type PairOutcome =
  { ok: true; token: string; device: KitchenDevice } | { ok: false; status: 400 | 403 | 429; error: string };

export interface KitchenPairing {
  code(): string;
  rotate(): string;
  pair(code: string, name: string, address: string): PairOutcome;
  /** The device a token belongs to (its last-seen time noted), or undefined. */
  deviceOf(token: string | undefined): KitchenDevice | undefined;
  devices(): KitchenDevice[];
  revoke(id: string): boolean;
}

const WRONG_LIMIT = 5;
const WRONG_WINDOW_MS = 60_000;
/** Last-seen is written at most this often per device (a feed is read many times a minute). */
const SEEN_WRITE_MS = 5 * 60_000;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const view = ({ tokenHash: _secret, ...device }: StoredDevice): KitchenDevice => ({ ...device });

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createKitchenPairing(deps: {
  file: string;
  log: Logger;
  now(): number;
  onChange?(): void;
}): KitchenPairing {
  const read = readValidatedJsonFile(deps.file, fileSchema);
  if (read.kind === 'invalid') deps.log.warn('Tablets da cozinha ilegíveis; parear de novo');
  const devices = new Map<string, StoredDevice>(
    read.kind === 'ok' ? read.value.devices.map((d) => [d.id, d] as const) : [],
  );
  let code = newCode();
  const wrong = new Map<string, number[]>();

  const save = () => writeJsonFileAtomic(deps.file, { version: 1, devices: [...devices.values()] });

  function tooMany(address: string, now: number): boolean {
    const recent = (wrong.get(address) ?? []).filter((at) => at > now - WRONG_WINDOW_MS);
    wrong.set(address, recent);
    return recent.length >= WRONG_LIMIT;
  }

  return {
    code: () => code,
    rotate() {
      code = newCode();
      deps.onChange?.();
      return code;
    },
    pair(given, name, address) {
      const now = deps.now();
      if (tooMany(address, now)) return { ok: false, status: 429, error: PAIRING_MESSAGES.tooMany };
      if (!sameText(given.replace(/\s+/g, ''), code)) {
        wrong.get(address)?.push(now);
        deps.log.warn(`Tela da cozinha: código de pareamento errado de ${address}`);
        return { ok: false, status: 403, error: PAIRING_MESSAGES.wrongCode };
      }
      const clean = name
        .replace(/[\p{Cc}]/gu, '')
        .trim()
        .slice(0, 40);
      if (clean === '') return { ok: false, status: 400, error: PAIRING_MESSAGES.badName };
      const token = randomBytes(32).toString('base64url');
      const device: StoredDevice = {
        id: randomBytes(8).toString('hex'),
        name: clean,
        pairedAt: now,
        tokenHash: hash(token),
      };
      devices.set(device.id, device);
      save();
      // One code, one tablet: the next one needs the code the desk shows now.
      code = newCode();
      deps.log.info(`Tela da cozinha: tablet "${clean}" pareado (${address})`);
      deps.onChange?.();
      return { ok: true, token, device: view(device) };
    },
    deviceOf(token) {
      if (!token) return undefined;
      const wanted = hash(token);
      const found = [...devices.values()].find((d) => sameText(d.tokenHash, wanted));
      if (!found) return undefined;
      const now = deps.now();
      if (found.lastSeenAt === undefined || now - found.lastSeenAt > SEEN_WRITE_MS) {
        found.lastSeenAt = now;
        save();
      }
      return view(found);
    },
    devices: () => [...devices.values()].map(view).sort((a, b) => a.pairedAt - b.pairedAt),
    revoke(id) {
      const found = devices.get(id);
      if (!found) return false;
      devices.delete(id);
      save();
      deps.log.info(`Tela da cozinha: tablet "${found.name}" desconectado`);
      deps.onChange?.();
      return true;
    },
  };
}
