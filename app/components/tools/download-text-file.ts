/** Keeps the object URL alive long enough for every browser to start the download. */
const REVOKE_AFTER_MS = 30_000;

/** Saves text as a file: a Blob behind a temporary <a download> that is clicked and removed. */
export function downloadTextFile(fileName: string, content: string, mimeType: string) {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
