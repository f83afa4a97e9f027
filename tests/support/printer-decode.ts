/**
 * The decoders tests read printer bytes with: ESC/POS (with its Daruma and Brother dialects)
 * and Star line mode, each back into text lines, line styles and commands (bold, size, code
 * page, cut, drawer pulse). They live in sandbox/virtual-printer, since the virtual printer
 * (plain Node, also run by `npm start`) decodes its jobs with the same ones; tests import them
 * from here. Their tables are copied from the code page charts, never from main/printing.
 */
export {
  decodeEscPos,
  decodeForModel,
  decodeStarLine,
  type DecodedCommand,
  type DecodedJob,
  type LineStyle,
} from '../../sandbox/virtual-printer';
