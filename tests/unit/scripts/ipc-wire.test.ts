// The harness's in-test IPC wire (tests/e2e/support/ipc-wire.ts): what the page sends arrives as
// Electron's structured clone would hand it to main, for every shape the bridge carries.
import { describe, expect, it } from 'vitest';
import { toWire, wireArgs } from '../../e2e/support/ipc-wire';

describe('ipc wire', () => {
  it('carries objects, arrays, strings, numbers, booleans and null as they are', () => {
    const args = [{ a: [1, 'dois', { b: null, c: true }] }, 'x', 3.5, false, null];
    const message = toWire('invoke', 'offline:save-orders-cache', args);
    expect(message).toMatchObject({ kind: 'invoke', channel: 'offline:save-orders-cache' });
    expect(typeof message.json).toBe('string');
    expect(wireArgs(message)).toEqual(args);
  });

  it('an undefined argument arrives undefined, not null', () => {
    const message = toWire('send', 'window:close-choice', [undefined, 'minimize', undefined]);
    const args = wireArgs(message);
    expect(args).toHaveLength(3);
    expect(args[0]).toBeUndefined();
    expect(args[1]).toBe('minimize');
    expect(args[2]).toBeUndefined();
  });

  it('a call without arguments sends none', () => {
    expect(wireArgs(toWire('invoke', 'app:get-info', []))).toEqual([]);
  });
});
