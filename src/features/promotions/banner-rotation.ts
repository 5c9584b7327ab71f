/** spec §2 Header: the strip advances one message at a time and wraps to the first at the end. */
export function nextBannerIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  return (current + 1) % count;
}
