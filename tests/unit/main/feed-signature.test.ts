// Issue 37 §6: the update feed is checked against an Ed25519 signature with the key built into
// the app before electron-updater calls an update available (and so before any download).
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseUpdateInfo } from 'electron-updater/out/providers/Provider';
import { afterEach, describe, expect, it } from 'vitest';
import { Channels } from '../../../shared/bridge';
import { systemTimers } from '../../../main/timers';
import {
  builtInFeedUrl,
  channelFileName,
  createFeedVerifier,
  feedSignatureValid,
  fetchFeedBytes,
  parseFeedPublicKey,
  type FetchBytes,
} from '../../../main/updater/feed-signature';
import { createUpdater, UPDATE_MESSAGES } from '../../../main/updater/updater';
import { createMemoryLogger } from '../../support/logger';
import { FakeAutoUpdater } from './fakes';

const parseFeed = (text: string) => parseUpdateInfo(text, 'latest.yml', new URL('https://feed.invalid/'));

const keys = generateKeyPairSync('ed25519');
const publicKeyText = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
const publicKey = parseFeedPublicKey(publicKeyText)!;

const FEED = `version: 1.3.0
files:
  - url: Caixa-Delivery-Setup-1.3.0.exe
    sha512: c2lnbmVkLWhhc2g=
    size: 1000
path: Caixa-Delivery-Setup-1.3.0.exe
sha512: c2lnbmVkLWhhc2g=
releaseDate: '2026-11-30T10:00:00.000Z'
`;
/** What electron-updater read from the same feed. */
const INFO = parseFeed(FEED);
const sigOf = (bytes: string, key = keys.privateKey) =>
  sign(null, Buffer.from(bytes), key).toString('base64');

/** A feed server in memory: path → body (absent → 404). */
function fakeFetch(files: Record<string, string>): FetchBytes & { asked: string[] } {
  const asked: string[] = [];
  const fetchBytes = async (url: string) => {
    asked.push(url);
    const body = files[new URL(url).pathname];
    return body === undefined ? null : Buffer.from(body);
  };
  return Object.assign(fetchBytes, { asked });
}

function verifier(files: Record<string, string>) {
  const fetchBytes = fakeFetch(files);
  const verify = createFeedVerifier({
    feedBase: 'https://updates.example.com/caixa',
    channelFile: 'latest.yml',
    publicKey,
    parseFeed,
    fetchBytes,
    log: createMemoryLogger(),
  });
  return { verify, fetchBytes };
}

describe('createFeedVerifier', () => {
  it('accepts a feed signed with the built-in key, fetching the yml and its .sig beside it', async () => {
    const { verify, fetchBytes } = verifier({
      '/caixa/latest.yml': FEED,
      '/caixa/latest.yml.sig': sigOf(FEED),
    });
    expect(await verify(INFO)).toBeNull();
    expect(fetchBytes.asked.sort()).toEqual([
      'https://updates.example.com/caixa/latest.yml',
      'https://updates.example.com/caixa/latest.yml.sig',
    ]);
  });

  it('refuses a tampered feed (another sha512, same signature)', async () => {
    const tampered = FEED.replaceAll('c2lnbmVkLWhhc2g=', 'ZXZpbC1oYXNo');
    const { verify } = verifier({ '/caixa/latest.yml': tampered, '/caixa/latest.yml.sig': sigOf(FEED) });
    expect(await verify(parseFeed(tampered))).toBe('assinatura da atualização inválida');
  });

  it('refuses a feed without a signature, or signed by another key', async () => {
    expect(await verifier({ '/caixa/latest.yml': FEED }).verify(INFO)).toBe('atualização sem assinatura');
    const other = generateKeyPairSync('ed25519').privateKey;
    const { verify } = verifier({ '/caixa/latest.yml': FEED, '/caixa/latest.yml.sig': sigOf(FEED, other) });
    expect(await verify(INFO)).toBe('assinatura da atualização inválida');
    const garbage = verifier({ '/caixa/latest.yml': FEED, '/caixa/latest.yml.sig': 'not base64 !' });
    expect(await garbage.verify(INFO)).toBe('assinatura da atualização inválida');
  });

  it('refuses when what electron-updater read is not what was signed (the feed answered twice)', async () => {
    const { verify } = verifier({ '/caixa/latest.yml': FEED, '/caixa/latest.yml.sig': sigOf(FEED) });
    const swapped = parseFeed(FEED.replaceAll('c2lnbmVkLWhhc2g=', 'ZXZpbC1oYXNo'));
    expect(await verify(swapped)).toBe('atualização diferente da assinada');
    expect(await verify({ ...(INFO as object), version: '9.9.9' })).toBe('atualização diferente da assinada');
    expect(await verify({ version: '1.3.0' })).toBe('atualização sem versão ou sem hash dos arquivos');
  });

  it('a feed that cannot be fetched is no update', async () => {
    const verify = createFeedVerifier({
      feedBase: 'https://updates.example.com/caixa/',
      channelFile: 'latest.yml',
      publicKey,
      parseFeed,
      fetchBytes: async () => {
        throw new Error('ECONNRESET');
      },
      log: createMemoryLogger(),
    });
    expect(await verify(INFO)).toBe('não foi possível conferir a assinatura da atualização');
    expect(await verifier({}).verify(INFO)).toBe('feed de atualização não encontrado');
  });
});

describe('the pieces', () => {
  it('feedSignatureValid checks the exact bytes', () => {
    expect(feedSignatureValid(Buffer.from(FEED), sigOf(FEED), publicKey)).toBe(true);
    expect(feedSignatureValid(Buffer.from(FEED + ' '), sigOf(FEED), publicKey)).toBe(false);
  });

  it('parseFeedPublicKey takes an Ed25519 SPKI key only', () => {
    expect(parseFeedPublicKey(publicKeyText)?.asymmetricKeyType).toBe('ed25519');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    expect(parseFeedPublicKey(rsa.export({ format: 'der', type: 'spki' }).toString('base64'))).toBeNull();
    expect(parseFeedPublicKey('')).toBeNull();
    expect(parseFeedPublicKey('%%%')).toBeNull();
  });

  it.each([
    ['win32', 'x64', 'latest.yml'],
    ['darwin', 'arm64', 'latest-mac.yml'],
    ['linux', 'x64', 'latest-linux.yml'],
    ['linux', 'arm64', 'latest-linux-arm64.yml'],
  ])('channel file on %s %s: %s', (platform, arch, file) => {
    expect(channelFileName(platform, arch)).toBe(file);
  });

  it("reads a generic https feed from electron-builder's app-update.yml, nothing else", () => {
    expect(builtInFeedUrl('provider: generic\nurl: https://u.example.com/caixa\n')).toBe(
      'https://u.example.com/caixa',
    );
    expect(builtInFeedUrl('provider: generic\nurl: http://u.example.com/caixa\n')).toBeNull();
    expect(builtInFeedUrl('provider: github\nowner: x\nrepo: y\n')).toBeNull();
  });
});

describe('fetchFeedBytes (a feed server on loopback)', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('returns the bytes, null on 404, throws on other errors', async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/latest.yml') res.end(FEED);
      else if (req.url === '/broken') res.writeHead(500).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    expect((await fetchFeedBytes(`${base}/latest.yml`))?.toString()).toBe(FEED);
    expect(await fetchFeedBytes(`${base}/latest.yml.sig`)).toBeNull();
    await expect(fetchFeedBytes(`${base}/broken`)).rejects.toThrow('HTTP 500');
  });
});

describe('the updater asks before anything is downloaded', () => {
  function setup(files: Record<string, string> | null) {
    const autoUpdater = new FakeAutoUpdater();
    const sent: [string, unknown][] = [];
    const log = createMemoryLogger();
    const updater = createUpdater({
      autoUpdater,
      send: (channel, payload) => sent.push([channel, payload]),
      channels: Channels.updater,
      log,
      timers: systemTimers,
      isPackaged: true,
      feedUrl: 'https://updates.example.com/caixa/',
      intervalHours: 4,
      beforeInstall: () => undefined,
      verifyFeed: files === null ? null : verifier(files).verify,
    });
    return { autoUpdater, sent, log, updater };
  }

  it('without a key built in, updates stay off', () => {
    const { updater, autoUpdater, log } = setup(null);
    expect(updater.start()).toBe(false);
    expect(autoUpdater.checkForUpdates).not.toHaveBeenCalled();
    expect(log.has('error', 'sem chave pública')).toBe(true);
  });

  it('a signed feed is an update electron-updater may download', async () => {
    const { updater, autoUpdater } = setup({
      '/caixa/latest.yml': FEED,
      '/caixa/latest.yml.sig': sigOf(FEED),
    });
    updater.start();
    expect(await autoUpdater.isUpdateSupported(INFO)).toBe(true);
    updater.stop();
  });

  it('a tampered feed is no update: refused before the download, said once, and the error stays', async () => {
    const tampered = FEED.replace('1.3.0', '6.6.6');
    const { updater, autoUpdater, sent, log } = setup({
      '/caixa/latest.yml': tampered,
      '/caixa/latest.yml.sig': sigOf(FEED),
    });
    updater.start();
    expect(await autoUpdater.isUpdateSupported(parseFeed(tampered))).toBe(false);
    // electron-updater then reports no update: the refusal is what the desk shows.
    autoUpdater.emit('update-not-available', {});
    expect(updater.status()).toEqual({ state: 'error', message: 'assinatura da atualização inválida' });
    expect(sent).toContainEqual([
      Channels.updater.message,
      { message: UPDATE_MESSAGES.failed('assinatura da atualização inválida'), kind: 'error' },
    ]);
    expect(log.has('error', 'Falha na atualização')).toBe(true);
    updater.stop();
  });

  it("electron-updater's own check (minimum OS version) still applies first", async () => {
    const { updater, autoUpdater } = setup({
      '/caixa/latest.yml': FEED,
      '/caixa/latest.yml.sig': sigOf(FEED),
    });
    autoUpdater.isUpdateSupported = () => false;
    updater.start();
    expect(await autoUpdater.isUpdateSupported(INFO)).toBe(false);
    updater.stop();
  });
});

describe('scripts/sign-update-feed.mjs', () => {
  it('signs a feed with a key from a file; the desk accepts it with the printed public key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-sign-'));
    try {
      const keyFile = path.join(dir, 'update-key.pem');
      const script = path.resolve('scripts/sign-update-feed.mjs');
      const printed = execFileSync(process.execPath, [script, '--generate', keyFile], {
        encoding: 'utf8',
      }).trim();
      const feed = path.join(dir, 'latest.yml');
      fs.writeFileSync(feed, FEED);
      const env = { ...process.env, CASHDESK_UPDATE_SIGNING_KEY_FILE: keyFile };
      execFileSync(process.execPath, [script, feed], { env, encoding: 'utf8' });
      const again = execFileSync(process.execPath, [script, '--public-key'], {
        env,
        encoding: 'utf8',
      }).trim();
      expect(again).toBe(printed);
      const key = parseFeedPublicKey(printed)!;
      const signature = fs.readFileSync(`${feed}.sig`, 'utf8');
      expect(feedSignatureValid(Buffer.from(FEED), signature, key)).toBe(true);
      expect(feedSignatureValid(Buffer.from(FEED.replace('1.3.0', '1.3.1')), signature, key)).toBe(false);
      // Without a key it refuses, in Portuguese.
      expect(() =>
        execFileSync(process.execPath, [script, feed], {
          env: { PATH: process.env.PATH ?? '' },
          stdio: 'pipe',
        }),
      ).toThrow(/CASHDESK_UPDATE_SIGNING_KEY_FILE/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
