/** Hands the browser a file to save (a link with `download`, clicked and removed at once). */
export function downloadFile(fileName: string, content: string, type: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
