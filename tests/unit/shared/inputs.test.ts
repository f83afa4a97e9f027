import { describe, expect, it } from 'vitest';
import {
  DECIMAL_INVALID,
  DECIMAL_REQUIRED,
  brDateToIso,
  dateRangeErrors,
  decimalError,
  decimalToInput,
  endTimeMinutes,
  fileProblem,
  megabytes,
  isoToBrDate,
  minutesToTime,
  parseDecimal,
  parseTimeMinutes,
  presetRange,
  sanitizeDecimal,
} from '../../../shared/inputs';
import { END_BEFORE_START, INVALID_DATE } from '../../../shared/reports/dates';

describe('price input (02 §5: max length 6, 2 decimals, dot)', () => {
  it.each([
    ['12.50', '12.50'],
    ['12,50', '12.50'],
    ['12.555', '12.55'],
    ['1234567', '123456'],
    ['999.999', '999.99'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['R$ 1.234,56', '1.23'],
    ['abc', ''],
    ['-5', '5'],
    ['1e5', '15'],
    ['  7 ', '7'],
    ['12345.6', '12345.'],
    ['０１２', ''],
    ['<script>1</script>', '1'],
  ])('sanitize %j → %j', (raw, expected) => {
    expect(sanitizeDecimal(raw)).toBe(expected);
  });

  it.each([
    ['12.50', 12.5],
    ['0', 0],
    ['12.', 12],
    ['999.99', 999.99],
    ['123456', 123456],
    ['', null],
    ['1234567', null],
    ['12.345', null],
    ['12,50', null],
    ['-1', null],
    ['1e3', null],
    ['.5', null],
    ['NaN', null],
  ])('parse %j → %j', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected);
  });

  it('shows stored values within the length and says what is wrong', () => {
    expect(decimalToInput(12.5)).toBe('12.50');
    expect(decimalToInput('7')).toBe('7.00');
    expect(decimalToInput(1500)).toBe('1500.0');
    expect(decimalToInput(123456)).toBe('123456');
    expect(decimalToInput(1234567)).toBe('');
    expect(decimalToInput(Number.NaN)).toBe('');
    expect(decimalToInput(null)).toBe('');
    expect(decimalToInput(-2)).toBe('');
    expect(decimalError('')).toBeNull();
    expect(decimalError('', { required: true })).toBe(DECIMAL_REQUIRED);
    expect(decimalError('1.234')).toBe(DECIMAL_INVALID);
    expect(decimalError('0', { min: 0.01 })).toBe('O valor mínimo é 0,01.');
    expect(decimalError('10.5', { min: 0.01 })).toBeNull();
    expect(sanitizeDecimal('12.5', { maxLength: 3, decimals: 0 })).toBe('125');
    expect(parseDecimal('12.5', { maxLength: 3, decimals: 0 })).toBeNull();
  });
});

describe('dates', () => {
  it.each([
    ['05/03/2025', '2025-03-05'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['31/04/2025', null],
    ['00/01/2025', null],
    ['05/13/2025', null],
    ['05/03/25', null],
    ['05/03/202', null],
    ['', null],
    ['2025-03-05', null],
  ])('%j → %j', (text, iso) => {
    expect(brDateToIso(text)).toBe(iso);
  });

  it('formats ISO days back and ignores junk', () => {
    expect(isoToBrDate('2025-03-05')).toBe('05/03/2025');
    expect(isoToBrDate('2025-03-05 10:00:00')).toBe('05/03/2025');
    expect(isoToBrDate('2025-02-30')).toBe('');
    expect(isoToBrDate(null)).toBe('');
    expect(isoToBrDate(undefined)).toBe('');
  });

  it('computes presets ending today', () => {
    const now = new Date(2026, 2, 1, 10, 0);
    expect(presetRange('hoje', now)).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(presetRange('7', now)).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(presetRange('30', now)).toEqual({ start: '2026-01-31', end: '2026-03-01' });
    expect(presetRange('90', now)).toEqual({ start: '2025-12-02', end: '2026-03-01' });
    expect(presetRange('personalizado', now)).toBeNull();
  });

  it('checks the range: the end cannot precede the start', () => {
    expect(dateRangeErrors({ start: '2025-03-01', end: '2025-03-01' })).toEqual({});
    expect(dateRangeErrors({ start: '2025-03-02', end: '2025-03-01' })).toEqual({ end: END_BEFORE_START });
    expect(dateRangeErrors({ start: null, end: '2025-03-01' })).toEqual({ start: INVALID_DATE });
    expect(dateRangeErrors({ start: '2025-03-01', end: null })).toEqual({ end: INVALID_DATE });
  });
});

describe('times (02 §5: mask 99:99, empty or 00:00 end = 23:59)', () => {
  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['8:30', null],
    ['', null],
    ['ab:cd', null],
  ])('%j → %j', (text, minutes) => {
    expect(parseTimeMinutes(text)).toBe(minutes);
  });

  it('reads end times and writes minutes', () => {
    expect(endTimeMinutes('')).toBe(1439);
    expect(endTimeMinutes('00:00')).toBe(1439);
    expect(endTimeMinutes('18:00')).toBe(1080);
    expect(endTimeMinutes('18:')).toBeNull();
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1439)).toBe('23:59');
    expect(minutesToTime(5000)).toBe('23:59');
    expect(minutesToTime(-3)).toBe('00:00');
  });
});

describe('files (02 §5: png, jpg, jpeg; webp for stock; up to 2MB)', () => {
  const accept = ['image/png', 'image/jpeg'];
  const max = megabytes(2);
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 1000 }, null],
    [{ name: 'a.JPG', type: '', size: 1000 }, null],
    [{ name: 'a.jpeg', type: 'IMAGE/JPEG', size: max }, null],
    [{ name: 'a.png', type: 'image/png', size: max + 1 }, 'size'],
    [{ name: 'a.webp', type: 'image/webp', size: 10 }, 'type'],
    [{ name: 'a.png.exe', type: '', size: 10 }, 'type'],
    [{ name: 'a.svg', type: 'image/svg+xml', size: 10 }, 'type'],
    [{ name: 'a.png', type: 'image/png', size: 0 }, 'empty'],
  ] as const)('%j → %s', (file, problem) => {
    expect(fileProblem(file, accept, max)).toBe(problem);
  });
  it('converts megabytes', () => {
    expect(megabytes(2)).toBe(2_097_152);
    expect(megabytes(10)).toBe(10_485_760);
  });
});
