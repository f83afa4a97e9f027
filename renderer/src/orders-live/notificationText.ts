/** Plain text for an OS notification (new order, new chat message): no markup characters, bounded length. */
export function notificationText(text: string, max = 60): string {
  const clean = text.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
