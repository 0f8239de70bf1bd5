// @ts-check
/**
 * A size as people read it: "512 B", "12 KB", "1.9 MB". Plain JavaScript so that the local outbox (server/), which
 * node runs without a compiler, says sizes the way the site does.
 * @param {number} bytes
 * @returns {string}
 */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
