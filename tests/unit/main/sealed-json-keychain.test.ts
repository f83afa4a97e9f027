// The sealer asks the OS keychain (Electron safeStorage.isEncryptionAvailable) once, not on every
// print journal change (review of issue 32: each ask may be a D-Bus round trip on Linux). A
// keychain that encrypts stays so for the sealer; one that did not is asked again after
// KEYCHAIN_RECHECK_MS (the keyring may be unlocked after login).
import { describe, expect, it } from 'vitest';
import { createSealer, KEYCHAIN_RECHECK_MS } from '../../../main/storage/sealed-json';
import { createMemoryLogger } from '../../support/logger';

function keychain(available: boolean) {
  const state = { available, asks: 0 };
  return {
    state,
    safeStorage: {
      isEncryptionAvailable: () => {
        state.asks += 1;
        return state.available;
      },
      encryptString: (plain: string) => Buffer.from(plain, 'utf8').reverse(),
      decryptString: (data: Buffer) => Buffer.from(data).reverse().toString('utf8'),
    },
  };
}

const options = { plainField: 'value', plainWarning: 'sem chaveiro', undecryptable: 'ilegível' };

describe('sealer keychain check', () => {
  it('an available keychain is asked once for any number of seals', () => {
    const k = keychain(true);
    const sealer = createSealer({ ...options, safeStorage: k.safeStorage, log: createMemoryLogger() });
    for (let i = 0; i < 50; i++) sealer.seal({ i });
    expect(sealer.encrypted()).toBe(true);
    expect(k.state.asks).toBe(1);
  });

  it('an unavailable one is asked again only after KEYCHAIN_RECHECK_MS, and then seals', () => {
    const k = keychain(false);
    let clock = 0;
    const sealer = createSealer({
      ...options,
      safeStorage: k.safeStorage,
      log: createMemoryLogger(),
      now: () => clock,
    });
    expect(sealer.seal({ a: 1 })).toMatchObject({ encoding: 'plain' });
    for (let i = 0; i < 20; i++) sealer.encrypted();
    expect(k.state.asks).toBe(1);
    k.state.available = true;
    clock += KEYCHAIN_RECHECK_MS - 1;
    expect(sealer.encrypted()).toBe(false);
    clock += 1;
    expect(sealer.seal({ a: 2 })).toMatchObject({ encoding: 'safeStorage' });
    expect(k.state.asks).toBe(2);
  });

  it('a keychain that throws counts as none', () => {
    const sealer = createSealer({
      ...options,
      safeStorage: {
        isEncryptionAvailable: () => {
          throw new Error('sem D-Bus');
        },
        encryptString: () => Buffer.alloc(0),
        decryptString: () => '',
      },
      log: createMemoryLogger(),
    });
    expect(sealer.encrypted()).toBe(false);
  });
});
