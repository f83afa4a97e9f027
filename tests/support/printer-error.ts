/** The PrinterError a printing call rejects with; fails the test if it resolves or throws anything else. */
import { expect } from 'vitest';
import { PrinterError } from '../../main/printing/transports/port';

export async function printerFailure(promise: Promise<unknown>): Promise<PrinterError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrinterError);
  return error as PrinterError;
}
