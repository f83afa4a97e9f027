// The exact bytes of every printer model's tickets, frozen (issue 32 §5): the layer around
// node-thermal-printer may be made faster, never different. Each value is the length and the
// first 16 hex digits of the SHA-256 of one copy, taken from the library-built bytes before the
// speed-up. Which bytes are right for each model is proven apart (printing-models.test.ts reads
// them back with a decoder written from the makers' manuals); this file only says "unchanged".
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ticketToModelBytes } from '../../../main/printing/ticket-bytes';
import { PRINTER_MODELS } from '../../../shared/printing';
import { GOLDEN_LAYOUTS, GOLDEN_TICKETS } from './printing-golden-tickets';

const GOLDEN: Record<string, string> = {
  'cashier escpos cp860': '929 f289a57ce6d026c4',
  'cashier escpos cp860 drawer': '934 9c92fd73cc3b8782',
  'cashier escpos cp850': '929 7e40749ce4c84007',
  'cashier escpos cp850 drawer': '934 30d349319ba9eed9',
  'cashier escpos cp1252': '929 ef6ea82333b5657e',
  'cashier escpos cp1252 drawer': '934 1fe3b94c47d01d43',
  'cashier tanca cp860': '929 f289a57ce6d026c4',
  'cashier tanca cp860 drawer': '934 9c92fd73cc3b8782',
  'cashier tanca cp850': '929 7e40749ce4c84007',
  'cashier tanca cp850 drawer': '934 30d349319ba9eed9',
  'cashier tanca cp1252': '929 ef6ea82333b5657e',
  'cashier tanca cp1252 drawer': '934 1fe3b94c47d01d43',
  'cashier daruma cp860': '918 13929863e8f4aff9',
  'cashier daruma cp860 drawer': '923 3dba8aa3c2bf522a',
  'cashier daruma cp850': '918 e333fe836a85df20',
  'cashier daruma cp850 drawer': '923 8d12547c3d009d31',
  'cashier daruma cp1252': '918 be3478e04463c3dc',
  'cashier daruma cp1252 drawer': '923 cf2c80595c96e762',
  'cashier star cp860': '923 fd8549d8da667123',
  'cashier star cp860 drawer': '928 7a29a85ad029d4a9',
  'cashier star cp850': '923 7e464e8568f98786',
  'cashier star cp850 drawer': '928 10df756b3f721537',
  'cashier star cp1252': '923 72f9ec10bd041857',
  'cashier star cp1252 drawer': '928 4669f78023e763d0',
  'cashier brother cp860': '923 dbb9b85741e8c699',
  'cashier brother cp860 drawer': '923 dbb9b85741e8c699',
  'cashier brother cp850': '923 dbb9b85741e8c699',
  'cashier brother cp850 drawer': '923 dbb9b85741e8c699',
  'cashier brother cp1252': '923 dbb9b85741e8c699',
  'cashier brother cp1252 drawer': '923 dbb9b85741e8c699',
  'kitchen escpos cp860': '359 ecb0137a84c6dd26',
  'kitchen escpos cp860 drawer': '364 a691326346f78027',
  'kitchen escpos cp850': '359 4033ae56c8e0c803',
  'kitchen escpos cp850 drawer': '364 9860b4a481058fe6',
  'kitchen escpos cp1252': '359 56d3b9a8ce902220',
  'kitchen escpos cp1252 drawer': '364 f84e7dd96847e2c0',
  'kitchen tanca cp860': '359 ecb0137a84c6dd26',
  'kitchen tanca cp860 drawer': '364 a691326346f78027',
  'kitchen tanca cp850': '359 4033ae56c8e0c803',
  'kitchen tanca cp850 drawer': '364 9860b4a481058fe6',
  'kitchen tanca cp1252': '359 56d3b9a8ce902220',
  'kitchen tanca cp1252 drawer': '364 f84e7dd96847e2c0',
  'kitchen daruma cp860': '356 4d4ce4c95947d3d7',
  'kitchen daruma cp860 drawer': '361 393ff4c30cee70ef',
  'kitchen daruma cp850': '356 afdccd59bd3b1ca5',
  'kitchen daruma cp850 drawer': '361 93b5e7cc6122232a',
  'kitchen daruma cp1252': '356 5266d6f16cf2fdc8',
  'kitchen daruma cp1252 drawer': '361 6bda10188bdd4b5f',
  'kitchen star cp860': '361 5de8af9b70cd24bb',
  'kitchen star cp860 drawer': '366 8aec4a8c69f74466',
  'kitchen star cp850': '361 5d819458af369306',
  'kitchen star cp850 drawer': '366 c8b89818a4068efa',
  'kitchen star cp1252': '361 69ffaf18de59df8f',
  'kitchen star cp1252 drawer': '366 378bf859fbe3308f',
  'kitchen brother cp860': '345 8dea25c6d98fed0f',
  'kitchen brother cp860 drawer': '345 8dea25c6d98fed0f',
  'kitchen brother cp850': '345 8dea25c6d98fed0f',
  'kitchen brother cp850 drawer': '345 8dea25c6d98fed0f',
  'kitchen brother cp1252': '345 8dea25c6d98fed0f',
  'kitchen brother cp1252 drawer': '345 8dea25c6d98fed0f',
  'hostile escpos cp860': '313 c5fb99f610e29516',
  'hostile escpos cp860 drawer': '318 d9d2a26dbe613fed',
  'hostile escpos cp850': '313 0b6e95612b9a6110',
  'hostile escpos cp850 drawer': '318 64e67d04782f7355',
  'hostile escpos cp1252': '313 3ba31fa1d833d60f',
  'hostile escpos cp1252 drawer': '318 61b3829e9c5541b0',
  'hostile tanca cp860': '313 c5fb99f610e29516',
  'hostile tanca cp860 drawer': '318 d9d2a26dbe613fed',
  'hostile tanca cp850': '313 0b6e95612b9a6110',
  'hostile tanca cp850 drawer': '318 64e67d04782f7355',
  'hostile tanca cp1252': '313 3ba31fa1d833d60f',
  'hostile tanca cp1252 drawer': '318 61b3829e9c5541b0',
  'hostile daruma cp860': '308 94aa293008d09e7a',
  'hostile daruma cp860 drawer': '313 fb8bd0c741de5f62',
  'hostile daruma cp850': '308 82857e529378d49b',
  'hostile daruma cp850 drawer': '313 19388f09c42cfa86',
  'hostile daruma cp1252': '308 01b889b127c5a764',
  'hostile daruma cp1252 drawer': '313 9289ea2a309ee78a',
  'hostile star cp860': '316 faa29d128cae7e91',
  'hostile star cp860 drawer': '321 e6645003ce2501d1',
  'hostile star cp850': '316 6c06f7384c5bc142',
  'hostile star cp850 drawer': '321 e4c1306dc3e84910',
  'hostile star cp1252': '316 0269fbf1eda1ac8c',
  'hostile star cp1252 drawer': '321 b3c638b246360896',
  'hostile brother cp860': '312 aba4f72b93e7ff0f',
  'hostile brother cp860 drawer': '312 aba4f72b93e7ff0f',
  'hostile brother cp850': '312 aba4f72b93e7ff0f',
  'hostile brother cp850 drawer': '312 aba4f72b93e7ff0f',
  'hostile brother cp1252': '312 aba4f72b93e7ff0f',
  'hostile brother cp1252 drawer': '312 aba4f72b93e7ff0f',
  'layout 1 4,8': '745 314c17ba424b4b61',
  'layout 1 7,0': '929 f289a57ce6d026c4',
  'layout 2 4,8': '588 87b7e3060769fab4',
  'layout 2 7,0': '718 f1b7d7bfa570ce2d',
  'layout 3 4,8': '445 b702eb5b41fcd368',
  'layout 3 7,0': '559 9ac9431535c9e4d4',
};

const digest = (b: Buffer) => `${b.length} ${createHash('sha256').update(b).digest('hex').slice(0, 16)}`;
const PAGES = ['cp860', 'cp850', 'cp1252'] as const;

describe('ticket bytes stay byte-for-byte what they were', () => {
  const cases = Object.entries(GOLDEN_TICKETS).flatMap(([name, c]) =>
    PRINTER_MODELS.flatMap((model) =>
      PAGES.flatMap((codePage) =>
        [false, true].map((openDrawer) => ({ name, ...c, model, codePage, openDrawer })),
      ),
    ),
  );
  it.each(cases)(
    '$name $model $codePage drawer=$openDrawer',
    ({ name, ticket, columns, model, codePage, openDrawer }) => {
      const key = `${name} ${model} ${codePage}${openDrawer ? ' drawer' : ''}`;
      expect(digest(ticketToModelBytes(ticket, { columns, codePage, model, openDrawer }))).toBe(GOLDEN[key]);
    },
  );

  it.each(Object.entries(GOLDEN_LAYOUTS))('%s', (name, { ticket, columns }) => {
    expect(digest(ticketToModelBytes(ticket, { columns, codePage: 'cp860' }))).toBe(GOLDEN[name]);
  });
});
