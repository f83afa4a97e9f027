/**
 * Signed update feeds (issue 37 §6). electron-updater trusts `latest*.yml` as the feed serves it:
 * the installer's sha512 comes from the same place as the installer, so whoever controls the
 * feed (or a mirror, or a proxy with a trusted certificate) controls what the desk installs.
 *
 * Each release therefore publishes `<channel file>.sig` beside the feed: the base64 Ed25519
 * signature over the exact bytes of the yml (scripts/sign-update-feed.mjs makes it with the
 * release key, kept out of the repo). The public key is built into the app (config/app.config.json
 * `updates.publicKey`, bundled into the asar at build time; the copy beside the installed app is
 * never read for updates). Before electron-updater calls an update available (and so before it
 * downloads anything), the desk fetches the yml and its signature, verifies them, and checks that
 * what electron-updater read is what was signed: the version and every file's sha512, which
 * electron-updater then checks the download against. Anything else: no update.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import type { Logger } from '../log/logger';

export const FEED_SIGNATURE_SUFFIX = '.sig';
/** A feed or signature larger than this is not ours. */
const MAX_FEED_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;

/** electron-updater's channel file for this platform (the default 'latest' channel). */
export function channelFileName(platform: string, arch: string): string {
  if (platform === 'darwin') return 'latest-mac.yml';
  if (platform === 'linux') return `latest-linux${arch === 'x64' ? '' : `-${arch}`}.yml`;
  return 'latest.yml';
}

/**
 * The Ed25519 public key built into the app: base64 of its SPKI DER form (44 characters,
 * 'MCowBQYDK2VwAyEA…', what `sign-update-feed.mjs --public-key` prints). Null when empty or not
 * an Ed25519 key.
 */
export function parseFeedPublicKey(base64: string): KeyObject | null {
  const trimmed = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed)) return null;
  try {
    const key = createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
    return key.asymmetricKeyType === 'ed25519' ? key : null;
  } catch {
    return null;
  }
}

/** True when `signature` (base64, as in the .sig file) is the key's Ed25519 signature of `feed`. */
export function feedSignatureValid(feed: Buffer, signature: string, key: KeyObject): boolean {
  const text = signature.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return false;
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== 64) return false;
  try {
    return verify(null, feed, key, bytes);
  } catch {
    return false;
  }
}

interface FeedFile {
  url: string;
  sha512: string;
}

/** What must match between the signed feed and what electron-updater read. */
export function feedFingerprint(info: unknown): string | null {
  if (typeof info !== 'object' || info === null) return null;
  const { version, path, sha512, files } = info as Record<string, unknown>;
  if (typeof version !== 'string' || version === '') return null;
  const list: FeedFile[] = [];
  if (Array.isArray(files)) {
    for (const file of files as unknown[]) {
      const { url, sha512: hash } = (file ?? {}) as Record<string, unknown>;
      if (typeof url !== 'string' || typeof hash !== 'string' || hash === '') return null;
      list.push({ url, sha512: hash });
    }
  }
  if (list.length === 0 && (typeof path !== 'string' || typeof sha512 !== 'string')) return null;
  return JSON.stringify({
    version,
    path: typeof path === 'string' ? path : null,
    sha512: typeof sha512 === 'string' ? sha512 : null,
    files: list,
  });
}

/** GETs a small file; null when the server has none (404). Throws on other failures. */
export type FetchBytes = (url: string) => Promise<Buffer | null>;

export const fetchFeedBytes: FetchBytes = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status} em ${url}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_FEED_BYTES) throw new Error(`arquivo grande demais em ${url}`);
  return body;
};

export interface FeedVerifierDeps {
  /** The generic feed's base URL (https). */
  feedBase: string;
  channelFile: string;
  publicKey: KeyObject;
  /** Parses the yml as electron-updater does (main/electron/updater.ts hands its parser). */
  parseFeed(text: string): unknown;
  fetchBytes?: FetchBytes;
  log: Logger;
}

/** Why the update was refused (Portuguese, for the log and the update message), or null: signed. */
export type FeedVerifier = (info: unknown) => Promise<string | null>;

export function createFeedVerifier(deps: FeedVerifierDeps): FeedVerifier {
  const fetchBytes = deps.fetchBytes ?? fetchFeedBytes;
  const base = deps.feedBase.endsWith('/') ? deps.feedBase : `${deps.feedBase}/`;
  const feedUrl = new URL(deps.channelFile, base).href;
  const signatureUrl = feedUrl + FEED_SIGNATURE_SUFFIX;

  return async (info) => {
    const expected = feedFingerprint(info);
    if (expected === null) return 'atualização sem versão ou sem hash dos arquivos';
    let feed: Buffer | null;
    let signature: Buffer | null;
    try {
      [feed, signature] = await Promise.all([fetchBytes(feedUrl), fetchBytes(signatureUrl)]);
    } catch (error) {
      deps.log.warn('Não foi possível baixar o feed de atualização para conferir a assinatura', error);
      return 'não foi possível conferir a assinatura da atualização';
    }
    if (!feed) return 'feed de atualização não encontrado';
    if (!signature) return 'atualização sem assinatura';
    if (!feedSignatureValid(feed, signature.toString('utf8'), deps.publicKey))
      return 'assinatura da atualização inválida';
    let signed: unknown;
    try {
      signed = deps.parseFeed(feed.toString('utf8'));
    } catch {
      return 'feed de atualização assinado ilegível';
    }
    if (feedFingerprint(signed) !== expected) return 'atualização diferente da assinada';
    return null;
  };
}

/**
 * The feed URL of electron-builder's app-update.yml when its provider is 'generic' over https
 * (the only one the desk can verify); null otherwise.
 */
export function builtInFeedUrl(appUpdateYml: string): string | null {
  if (!/^provider:\s*['"]?generic['"]?\s*$/m.test(appUpdateYml)) return null;
  const url = /^url:\s*['"]?(https:\/\/[^'"\s]+)['"]?\s*$/m.exec(appUpdateYml)?.[1];
  return url ?? null;
}

/** builtInFeedUrl of the app-update.yml at `file`; null when it is missing or not generic https. */
export function readBuiltInFeedUrl(file: string): string | null {
  try {
    return builtInFeedUrl(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
