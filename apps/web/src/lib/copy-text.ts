/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context (HTTPS or localhost);
 * elsewhere a hidden textarea and `execCommand('copy')` stand in. Resolves `false` when neither
 * works (permission refused, an old browser), so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the old way.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
