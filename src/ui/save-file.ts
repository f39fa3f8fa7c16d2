/**
 * Hands a file to the browser's downloads through a temporary link (nothing is fetched, so it
 * works offline for data already on the page).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel a large download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** CSV text as a file, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export const saveCsv = (text: string, fileName: string): void =>
  saveFile(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), fileName);
