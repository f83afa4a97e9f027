// Star line mode's own status and version (issue 32 §1, §3), from Star Micronics' "STAR Line Mode
// Command Specifications": Appendix 2 - Status Specifications (5-2-1 ENQ command status, 5-2-2
// EOT command status) and ESC # * LF NUL "Inquire printer version" (answer: ESC # * , version
// LF NUL, e.g. "HSP7000 Ver. 1.0"). The virtual printer writes the bits (sandbox/virtual-printer/
// star-status.ts), main reads them (main/printing/transports/star-status.ts): both directions.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { modelFromMaker } from '../../../main/printing/discovery';
import { probePrinter } from '../../../main/printing/discovery/sweep';
import {
  isStarEotByte,
  parseStarStatus,
  parseStarVersion,
  STAR_VERSION_QUERY,
} from '../../../main/printing/transports/star-status';
import { startVirtualPrinter, type PrinterMode, type VirtualPrinter } from '../../../sandbox/virtual-printer';
import { starEnqByte, starEotByte, starVersionAnswer } from '../../../sandbox/virtual-printer/star-status';

let printer: VirtualPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  printer = undefined;
});

describe('Star EOT and ENQ status bytes (Appendix 2, 5-2-1 and 5-2-2)', () => {
  it.each([
    // EOT: bit 4 fixed 1, bit 0 fixed 0; ENQ: bit 4 fixed 0, bit 5 reception buffer empty.
    [0x10, 0x20, 'ok', false],
    [0x14, 0x20, 'ok', false], // bit 2: paper near-end (inner sensor)
    [0x30, 0x20, 'ok', true], // bit 5: paper near-end (outer sensor)
    [0x18, 0x20, 'paper-out', false], // EOT bit 3: paper end
    [0x10, 0x28, 'paper-out', false], // ENQ bit 3: paper end
    [0x10, 0x24, 'cover-open', false], // ENQ bit 2: other errors (cover open)
    [0x12, 0x20, 'ok', false], // bit 1: BM error, not a paper problem
    [0x11, 0x20, 'unknown', false], // bit 0 must be 0
    [0x00, 0x20, 'unknown', false], // bit 4 must be 1
    [0x90, 0x20, 'unknown', false], // bit 7 unused, 0
    [undefined, undefined, 'unknown', false],
  ])('EOT %s, ENQ %s: %s', (eot, enq, status, nearEndOuter) => {
    const read = parseStarStatus(eot, enq);
    expect(read.status).toBe(status);
    if (nearEndOuter) expect(read.nearEnd).toBe(true);
  });

  it('an ENQ byte with bit 4 set is not an ENQ answer: only the EOT byte is read', () => {
    expect(parseStarStatus(0x10, 0x1c).status).toBe('ok');
  });

  it.each<[PrinterMode, string]>([
    ['online', 'ok'],
    ['paper-out', 'paper-out'],
    ['cover-open', 'cover-open'],
  ])('the virtual Star in %s is read as %s', (mode, status) => {
    expect(parseStarStatus(starEotByte(mode), starEnqByte(mode)).status).toBe(status);
  });

  it('ESC/POS and Star status shapes overlap only with bit 1 set: the search reads Star by bit 1 clear', () => {
    expect(isStarEotByte(0x12)).toBe(true); // bit 1 is the BM error on a Star: shapes overlap
    expect(isStarEotByte(0x16)).toBe(true);
    expect(isStarEotByte(0x13)).toBe(false);
  });
});

describe('Star version query (ESC # * LF NUL)', () => {
  it('is 1B 23 2A 0A 00, answered ESC # * , version LF NUL', () => {
    expect([...STAR_VERSION_QUERY]).toEqual([0x1b, 0x23, 0x2a, 0x0a, 0x00]);
    expect(parseStarVersion(starVersionAnswer({ maker: 'Star', model: 'TSP143IIIW' }))).toBe(
      'TSP143IIIW Ver1.0',
    );
    expect(parseStarVersion(Buffer.from('\x1b#*,HSP7000 Ver. 1.0\n\x00', 'latin1'))).toBe('HSP7000 Ver. 1.0');
    expect(parseStarVersion(Buffer.from('\x1b#*,sem fim', 'latin1'))).toBeUndefined();
    expect(parseStarVersion(Buffer.from('HTTP/1.1 400', 'latin1'))).toBeUndefined();
  });
});

describe('the search identifies a Star in Star line mode by its own query', () => {
  it('answers no ESC/POS ID, so it is asked ESC # * LF NUL and named Star, model star', async () => {
    printer = await startVirtualPrinter({ model: 'star', identity: { maker: 'Star', model: 'TSP143IIIW' } });
    const answer = await probePrinter('127.0.0.1', printer.port, {
      connectTimeoutMs: 800,
      answerWaitMs: 300,
    });
    expect(answer).toMatchObject({ texts: ['Star', 'TSP143IIIW Ver1.0'], foreign: false, starStatus: true });
    expect(modelFromMaker(answer?.texts[0] ?? '')).toBe('star');
    // Queries, not jobs: nothing printed.
    expect(printer.jobs).toEqual([]);
  });

  it('an ESC/POS printer is never sent the Star query', async () => {
    const seen: Buffer[] = [];
    const server = net.createServer((socket) => {
      socket.on('data', (d: Buffer) => {
        seen.push(d);
        socket.write(Buffer.from([0x12])); // ESC/POS DLE EOT 1: online, no ID
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const answer = await probePrinter('127.0.0.1', port, { connectTimeoutMs: 800, answerWaitMs: 150 });
      expect(answer).toMatchObject({ texts: [], status: true, starStatus: false });
      expect(Buffer.concat(seen).includes(STAR_VERSION_QUERY)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a silent Star is still listed, unidentified', async () => {
    printer = await startVirtualPrinter({ model: 'star' });
    await printer.setMode('silent');
    const answer = await probePrinter('127.0.0.1', printer.port, {
      connectTimeoutMs: 800,
      answerWaitMs: 150,
    });
    expect(answer).toMatchObject({ texts: [], foreign: false });
  });
});
