/**
 * A list of ESC/POS commands -> bytes, for tests that need a hand-made ticket on the wire (the
 * app builds its bytes per printer model in main/printing/models). The command bytes are the
 * app's own (`bytes`); state (bold, size, alignment) is only re-sent when it changes.
 */
import { bytes } from '../../main/printing/escpos/bytes';
import { encodeText, type CodePage } from '../../main/printing/escpos/code-pages';

type Align = 'left' | 'center' | 'right';

export type EscPosCommand =
  | { init: true }
  | { codePage: CodePage }
  | { text: string; bold?: boolean; doubleSize?: boolean; align?: Align }
  | { feed: number }
  | { cut: true };

const LF = 0x0a;
const MAX_FEED = 255;

interface PrintState {
  page: CodePage | undefined;
  bold: boolean | undefined;
  double: boolean | undefined;
  align: Align | undefined;
}

export function encodeEscPos(commands: readonly EscPosCommand[]): Buffer {
  const out: Buffer[] = [];
  // Unknown until ESC @: whatever the previous job left behind.
  const state: PrintState = { page: undefined, bold: undefined, double: undefined, align: undefined };

  for (const command of commands) {
    if ('init' in command) {
      out.push(bytes.init());
      Object.assign(state, { page: undefined, bold: false, double: false, align: 'left' });
    } else if ('codePage' in command) {
      out.push(bytes.codePage(command.codePage));
      state.page = command.codePage;
    } else if ('text' in command) {
      const bold = command.bold ?? false;
      const double = command.doubleSize ?? false;
      const align = command.align ?? 'left';
      if (state.align !== align) out.push(bytes.align(align));
      if (state.bold !== bold) out.push(bytes.bold(bold));
      if (state.double !== double) out.push(bytes.size(double));
      Object.assign(state, { bold, double, align });
      for (const line of command.text.split(/\r?\n/)) {
        out.push(encodeText(line, state.page), Buffer.from([LF]));
      }
    } else if ('feed' in command) {
      const lines = Math.max(0, Math.min(MAX_FEED, Math.floor(command.feed)));
      if (lines > 0) out.push(bytes.feed(lines));
    } else {
      out.push(bytes.cut());
    }
  }
  return Buffer.concat(out);
}
