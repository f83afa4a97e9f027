/** The decoder for the command language a printer model speaks (shared/printing PrinterModel). */
import type { PrinterModel } from '../../shared/printing';
import { decodeEscPos, type DecodedJob } from './decode';
import { decodeStarLine } from './decode-star';

export function decodeForModel(data: Uint8Array, model: PrinterModel = 'escpos'): DecodedJob {
  switch (model) {
    case 'star':
      return decodeStarLine(data);
    case 'daruma':
      return decodeEscPos(data, 'daruma');
    case 'brother':
      return decodeEscPos(data, 'brother');
    case 'escpos':
    case 'tanca':
      return decodeEscPos(data, 'escpos');
  }
}
