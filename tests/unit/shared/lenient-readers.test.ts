/**
 * The field readers that differ on purpose (shared/api/lenient.ts): each row is a value the
 * platform may send and what the reader makes of it, so two readers that look alike cannot be
 * merged without a row failing.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  anyAsText,
  anyAsTextOrNull,
  cappedText,
  cappedTextOrNull,
  countOrZero,
  lenientText,
  moneyOrZero,
  numberOrZero,
  scalarText,
  yesNo,
  yesNoOrN,
} from '../../../shared/api/lenient';

const FAILS = Symbol('fails');

const READERS = {
  lenientText,
  scalarText,
  anyAsText,
  anyAsTextOrNull,
  'cappedText(3)': cappedText(3),
  'cappedTextOrNull(3)': cappedTextOrNull(3),
  numberOrZero,
  moneyOrZero,
  countOrZero,
  yesNoOrN,
  yesNo,
} satisfies Record<string, z.ZodType>;

/** A reader, a value the platform may send, and what the reader makes of it (FAILS: the item fails). */
const ROWS: [keyof typeof READERS, unknown, unknown][] = [
  ['lenientText', 'abc', 'abc'],
  ['lenientText', 12, '12'],
  ['lenientText', Number.NaN, 'NaN'],
  ['lenientText', null, ''],
  ['lenientText', undefined, ''],
  ['lenientText', true, ''],
  ['lenientText', {}, ''],

  ['scalarText', 'abc', 'abc'],
  ['scalarText', 12, '12'],
  ['scalarText', null, ''],
  ['scalarText', undefined, ''],
  ['scalarText', true, FAILS],
  ['scalarText', {}, FAILS],

  ['anyAsText', 'abc', 'abc'],
  ['anyAsText', 12, '12'],
  ['anyAsText', true, 'true'],
  ['anyAsText', null, ''],
  ['anyAsText', undefined, ''],
  ['anyAsText', '', ''],

  ['anyAsTextOrNull', 'abc', 'abc'],
  ['anyAsTextOrNull', 7, '7'],
  ['anyAsTextOrNull', ' ', ' '],
  ['anyAsTextOrNull', '', null],
  ['anyAsTextOrNull', null, null],
  ['anyAsTextOrNull', undefined, null],

  ['cappedText(3)', 'abcdef', 'abc'],
  ['cappedText(3)', 'ab', 'ab'],
  ['cappedText(3)', 12, '12'],
  ['cappedText(3)', Number.NaN, ''],
  ['cappedText(3)', Number.POSITIVE_INFINITY, ''],
  ['cappedText(3)', null, ''],
  ['cappedText(3)', undefined, ''],
  ['cappedText(3)', true, ''],

  ['cappedTextOrNull(3)', 'abcdef', 'abc'],
  ['cappedTextOrNull(3)', 7, '7'],
  ['cappedTextOrNull(3)', Number.NaN, null],
  ['cappedTextOrNull(3)', '  ', null],
  ['cappedTextOrNull(3)', '', null],
  ['cappedTextOrNull(3)', null, null],
  ['cappedTextOrNull(3)', undefined, null],
  ['cappedTextOrNull(3)', true, null],

  ['numberOrZero', 4, 4],
  ['numberOrZero', '4.5', 4.5],
  ['numberOrZero', ' 3 ', 3],
  ['numberOrZero', '', 0],
  ['numberOrZero', '  ', 0],
  ['numberOrZero', 'abc', 0],
  ['numberOrZero', null, 0],
  ['numberOrZero', undefined, 0],
  ['numberOrZero', true, 0],

  ['moneyOrZero', 59.9, 59.9],
  ['moneyOrZero', '59,90', 59.9],
  ['moneyOrZero', '1.234,56', 1234.56],
  ['moneyOrZero', 'abc', 0],
  ['moneyOrZero', null, 0],
  ['moneyOrZero', undefined, 0],

  ['countOrZero', 3, 3],
  ['countOrZero', 0, 0],
  // Never -0.
  ['countOrZero', '-0', 0],
  ['countOrZero', -0.5, 0],
  ['countOrZero', '3', 3],
  ['countOrZero', 2.7, 2],
  ['countOrZero', '-5', 0],
  ['countOrZero', -1, 0],
  ['countOrZero', 'abc', 0],
  ['countOrZero', null, 0],
  ['countOrZero', undefined, 0],
  ['countOrZero', true, 0],

  ['yesNoOrN', 'S', 'S'],
  ['yesNoOrN', 's', 'S'],
  ['yesNoOrN', true, 'S'],
  ['yesNoOrN', 1, 'S'],
  ['yesNoOrN', '1', 'S'],
  ['yesNoOrN', 'N', 'N'],
  ['yesNoOrN', false, 'N'],
  ['yesNoOrN', 0, 'N'],
  ['yesNoOrN', 'sim', 'N'],
  ['yesNoOrN', 'true', 'N'],
  ['yesNoOrN', null, 'N'],
  ['yesNoOrN', undefined, 'N'],
  ['yesNoOrN', {}, 'N'],

  // yesNo refuses what yesNoOrN reads as 'N'.
  ['yesNo', 'sim', FAILS],
  ['yesNo', 'true', FAILS],
  ['yesNo', null, FAILS],
  ['yesNo', undefined, FAILS],
  ['yesNo', {}, FAILS],
];

describe('lenient field readers that differ on purpose', () => {
  it.each(ROWS)('%s %j → %j', (reader, raw, expected) => {
    const parsed = READERS[reader].safeParse(raw);
    expect(parsed.success ? parsed.data : FAILS).toEqual(expected);
  });
});
