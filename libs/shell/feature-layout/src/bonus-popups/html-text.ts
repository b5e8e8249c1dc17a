/** Text placed in a confirm dialog's HTML content (the shell sanitises it too; this keeps a title literal). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
