/**
 * Ticket rows -> the bytes one printer model takes, built by node-thermal-printer with its
 * printer type and character set for the model (issue 20 §1). The library only BUILDS bytes: it
 * is never given an `interface`, so it never opens a socket, a file or a spooler; our transports
 * send what it built and prove delivery, and the journal keeps exactly-once. It is plain
 * JavaScript (iconv-lite, pngjs, unorm, nothing native), so it is imported as is: nothing has to
 * be rebuilt for Electron's ABI.
 *
 * One builder per ticket: the library keeps its buffer across execute() calls (clear() is needed
 * to reuse one), so a fresh builder can never carry a previous ticket's bytes into this one.
 *
 * Where the library falls short, this layer writes the command itself (each profile says why):
 * the ESC/POS cut that feeds to the cutter, the complete ESC/POS drawer pulse, Star's PC850
 * page, and the size nibbles of GS ! n.
 *
 * Speed (issue 32 §5): the library appends every command, and every character of the text, with
 * Buffer.concat onto the whole ticket built so far, encoding each character apart: 3-4x the
 * encoder it replaced. So each command it builds is taken out of it at once, each row's text is
 * encoded from a table of what the library itself gives each character (text-bytes.ts), and the
 * pieces are joined once at the end. The bytes are the library's, unchanged (golden test).
 */
import type { CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import type { PrinterModel } from '../../../shared/printing';
import type { RenderedRow } from '../../../shared/tickets';
import { printableText, type CodePage } from '../escpos/code-pages';
import { bytes as escpos } from '../escpos/bytes';
import { thermalPrinterLibrary, type ThermalPrinterLibrary } from './library';
import { libraryTextBytes } from './text-bytes';

/**
 * What this layer uses of the library. Its typings demand an `interface` we never give and lack
 * initHardware (lib/core.js has it: each model's own reset, Brother's switches to ESC/P first).
 */
type Builder = Pick<
  ThermalPrinter,
  | 'add'
  | 'bold'
  | 'clear'
  | 'cut'
  | 'getBuffer'
  | 'openCashDrawer'
  | 'partialCut'
  | 'println'
  | 'setCharacterSet'
  | 'setTextDoubleHeight'
  | 'setTextNormal'
  | 'setTextSize'
> & { initHardware(): void };

interface ModelProfile {
  type: PrinterTypes;
  /** The library's character set for a code page, and the page whose glyphs it holds. */
  characterSet(page: CodePage): { set: string; page: CodePage };
  /** Double height on/off; undefined when the model has no height-only size (see brother). */
  large?(builder: Builder, on: boolean): void;
  cut(builder: Builder): void;
  /** Undefined when the model has no drawer port command. */
  drawer?(builder: Builder): void;
  /** Whether cut() resets the printer (ESC @), so a later row needs the code page again. */
  cutResets: boolean;
  /** Whether large(…, false) also turns bold off (ESC ! 0 is the whole print mode). */
  normalClearsBold?: boolean;
}

// ESC p m t1 t2: the library sends ESC p 0 and ESC p 1 without the two pulse times, so the
// printer takes the next bytes of the ticket as the times. 25 × 2 ms on, 250 × 2 ms off.
const LF = Buffer.from('\n');

const DRAWER_PULSE = Buffer.from([0x1b, 0x70, 0x00, 0x19, 0xfa]);

/** Each model's profile, from the library's printer types and character sets. */
function buildProfiles({
  CharacterSet,
  PrinterTypes,
}: ThermalPrinterLibrary): Record<PrinterModel, ModelProfile> {
  const ESC_POS_SETS: Record<CodePage, CharacterSet> = {
    cp860: CharacterSet.PC860_PORTUGUESE,
    cp850: CharacterSet.PC850_MULTILINGUAL,
    cp1252: CharacterSet.WPC1252,
  };

  const escPosFamily: Omit<ModelProfile, 'type'> = {
    characterSet: (page) => ({ set: ESC_POS_SETS[page], page }),
    // GS ! n: the library's setTextSize(height, width) writes its height argument into the high
    // nibble, which is the WIDTH multiplier; (0, 1) is GS ! 0x01, double height only. Width stays
    // single: the layout wraps large rows at the normal column count.
    large: (b, on) => b.setTextSize(0, on ? 1 : 0),
    // The library's GS V 0 / GS V 1 cut where the paper stands, before the last lines reach the
    // blade, and it pads with two ESC d 4; GS V 66 0 feeds to the cutter, then cuts.
    cut: (b) => b.add(escpos.cut()),
    drawer: (b) => b.add(DRAWER_PULSE),
    cutResets: false,
  };

  return {
    escpos: { type: PrinterTypes.EPSON, ...escPosFamily },
    tanca: { type: PrinterTypes.TANCA, ...escPosFamily },
    daruma: {
      type: PrinterTypes.DARUMA,
      characterSet: (page) => ({ set: ESC_POS_SETS[page], page }),
      large: (b, on) => (on ? b.setTextDoubleHeight() : b.setTextNormal()),
      cut: (b) => b.partialCut({ verticalTabAmount: 0 }),
      drawer: (b) => b.add(DRAWER_PULSE),
      cutResets: true,
      // The library's Daruma normal text is ESC ! 0 (+ DC2).
      normalClearsBold: true,
    },
    star: {
      type: PrinterTypes.STAR,
      // The library's Star PC850 is ESC GS t 0 (its table marks it UNKNOWN): page 0 is Star's
      // PC437-like default, with no ã or õ. Page 4 is PC858, PC850 plus the euro sign.
      characterSet: (page) =>
        page === 'cp850' ? { set: CharacterSet.PC858_EURO, page } : { set: ESC_POS_SETS[page], page },
      large: (b, on) => (on ? b.setTextDoubleHeight() : b.setTextNormal()),
      // ESC d 3: Star line mode feeds to the cutter itself before the partial cut.
      cut: (b) => b.partialCut({ verticalTabAmount: 0 }),
      // ESC BEL n1 n2 BEL: the library's Star pulse is complete.
      drawer: (b) => b.openCashDrawer(),
      cutResets: true,
    },
    brother: {
      type: PrinterTypes.BROTHER,
      // Brother's ESC/P tables have no PC860 or PC850: Western European (Windows-1252) holds every
      // Portuguese letter, whatever page was chosen.
      characterSet: () => ({ set: 'WESTERN_EUROPEAN', page: 'cp1252' }),
      // No large: the library's Brother size command (ESC X) takes a dot size that depends on the
      // loaded font, and its double width would wrap every large row; large rows print bold.
      // Brother's partial cut (ESC i C 2) cancels cutting: the full cut is the only cut.
      cut: (b) => b.cut({ verticalTabAmount: 0 }),
      // No drawer: Brother's ESC p selects proportional characters; a pulse would change the font
      // and print its times as letters.
      cutResets: true,
    },
  };
}

let profiles: Record<PrinterModel, ModelProfile> | null = null;

/** A model's profile; the first asks for the library (library.ts: loaded on first use). */
function profileOf(model: PrinterModel): ModelProfile {
  profiles ??= buildProfiles(thermalPrinterLibrary());
  return profiles[model];
}

export interface ModelBytesOptions {
  model: PrinterModel;
  codePage: CodePage;
  /** Pulse the cash drawer after the ticket (models without a drawer command ignore it). */
  openDrawer?: boolean;
}

/** The code page a model really prints in for the chosen one (Brother: always cp1252). */
export function modelCodePage(model: PrinterModel, codePage: CodePage): CodePage {
  return profileOf(model).characterSet(codePage).page;
}

export function rowsToModelBytes(rows: readonly RenderedRow[], options: ModelBytesOptions): Buffer {
  const profile = profileOf(options.model);
  const { set, page } = profile.characterSet(options.codePage);
  const { BreakLine, ThermalPrinter } = thermalPrinterLibrary();
  const builder = new ThermalPrinter({
    type: profile.type,
    // Rows come pre-wrapped by renderRows: the library must not fold them again.
    breakLine: BreakLine.NONE,
  } as ConstructorParameters<typeof ThermalPrinter>[0]) as unknown as Builder;

  // The library's buffer grows by concatenation on every append: each command's bytes are taken
  // out as soon as it is built, and all are joined once.
  const chunks: Buffer[] = [];
  const take = () => {
    const built = builder.getBuffer();
    if (built) chunks.push(built);
    builder.clear();
  };
  builder.initHardware();
  builder.setCharacterSet(set);
  take();
  const large = profile.large ?? (() => undefined);
  let bold = false;
  let double = false;
  let pageLost = false;
  for (const row of rows) {
    if (row.cut) {
      profile.cut(builder);
      take();
      pageLost = profile.cutResets;
      if (pageLost) [bold, double] = [false, false];
      continue;
    }
    if (pageLost) {
      builder.setCharacterSet(set);
      pageLost = false;
    }
    const wantBold = row.bold || (row.large && !profile.large);
    const wantDouble = row.large && profile.large !== undefined;
    if (wantDouble !== double) {
      large(builder, wantDouble);
      if (!wantDouble && profile.normalClearsBold) bold = false;
    }
    if (wantBold !== bold) builder.bold(wantBold);
    bold = wantBold;
    double = wantDouble;
    take();
    const text = printableText(row.text, page);
    const encoded = libraryTextBytes(profile.type, set, text);
    if (encoded) chunks.push(encoded, LF);
    else {
      // A character the table cannot vouch for: the library prints the row itself.
      builder.println(text);
      take();
    }
  }
  // Leave the printer in its default state for whatever prints next.
  if (double) large(builder, false);
  if (bold) builder.bold(false);
  if (options.openDrawer && profile.drawer) profile.drawer(builder);
  take();
  return Buffer.concat(chunks);
}
