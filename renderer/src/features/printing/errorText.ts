/** What a printing screen says of a failed call: the error's own words (main's, in Portuguese), else `fallback`. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof Error && err.message.trim() !== '' ? err.message : fallback;
}
