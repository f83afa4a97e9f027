#!/usr/bin/env node
/**
 * Signs update feeds for release (issue 37 §6, main/updater/feed-signature.ts): for each
 * `latest*.yml` given, writes `<file>.sig` beside it, the base64 Ed25519 signature over the
 * file's exact bytes. Upload both; the desk refuses an update whose feed has no valid signature.
 *
 *   CASHDESK_UPDATE_SIGNING_KEY_FILE=/secure/update-key.pem node scripts/sign-update-feed.mjs dist/latest*.yml
 *   CASHDESK_UPDATE_SIGNING_KEY="$(cat key.pem)" node scripts/sign-update-feed.mjs dist/latest.yml
 *   node scripts/sign-update-feed.mjs --public-key   # prints updates.publicKey for config/app.config.json
 *   node scripts/sign-update-feed.mjs --generate /secure/update-key.pem   # a new key pair
 *
 * The private key (PKCS#8 PEM) lives outside the repository (a CI secret, a release machine's
 * file); it is never committed. Only its public half goes into config/app.config.json.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const SUFFIX = '.sig';

function fail(message) {
  console.error(`sign-update-feed: ${message}`);
  process.exit(1);
}

function privateKey() {
  const file = process.env.CASHDESK_UPDATE_SIGNING_KEY_FILE;
  const inline = process.env.CASHDESK_UPDATE_SIGNING_KEY;
  if (!file && !inline)
    fail('defina CASHDESK_UPDATE_SIGNING_KEY_FILE (ou CASHDESK_UPDATE_SIGNING_KEY) com a chave privada');
  const pem = file ? readFileSync(file, 'utf8') : inline;
  let key;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    fail(`chave privada ilegível (${error.message})`);
  }
  if (key.asymmetricKeyType !== 'ed25519') fail('a chave precisa ser Ed25519');
  return key;
}

/** updates.publicKey: base64 of the SPKI DER public key. */
function publicKeyText(key) {
  return createPublicKey(key).export({ format: 'der', type: 'spki' }).toString('base64');
}

const args = process.argv.slice(2);
if (args[0] === '--generate') {
  const out = args[1];
  if (!out) fail('uso: --generate <arquivo.pem>');
  if (existsSync(out)) fail(`${out} já existe; não foi sobrescrito`);
  const { privateKey: generated } = generateKeyPairSync('ed25519');
  writeFileSync(out, generated.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  console.log(publicKeyText(generated));
} else if (args[0] === '--public-key') {
  console.log(publicKeyText(privateKey()));
} else {
  if (args.length === 0) fail('uso: sign-update-feed.mjs <latest.yml> [...]');
  const key = privateKey();
  for (const file of args) {
    const signature = sign(null, readFileSync(file), key).toString('base64');
    writeFileSync(file + SUFFIX, `${signature}\n`);
    console.log(`${file}${SUFFIX}`);
  }
}
