// A scrolling log keeps its newest line in sight when the window resizes it (a smaller window would otherwise leave
// the newest lines below the fold), unless the reader has scrolled up to read older ones. Only the reader's own
// scrolling (wheel, keys, touch, the scrollbar) decides that: a resize scrolls the list too, through sizes in between.

/** How long after the reader's input a scroll is still his (a wheel's smooth scroll takes a moment), in ms. */
const READER_SCROLL_MS = 600;

/** A Svelte action on a scrolling list whose newest line is at the bottom. */
export function stickToBottom(node: HTMLElement): { destroy(): void } {
  let pinned = true;
  let readerUntil = 0;
  const reader = (): void => {
    readerUntil = performance.now() + READER_SCROLL_MS;
  };
  const scrolled = (): void => {
    if (performance.now() < readerUntil) pinned = node.scrollTop + node.clientHeight >= node.scrollHeight - 4;
  };
  const resized = new ResizeObserver(() => {
    if (pinned) node.scrollTop = node.scrollHeight;
  });
  const inputs = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const;
  for (const input of inputs) node.addEventListener(input, reader, { passive: true });
  node.addEventListener('scroll', scrolled, { passive: true });
  resized.observe(node);
  return {
    destroy(): void {
      resized.disconnect();
      for (const input of inputs) node.removeEventListener(input, reader);
      node.removeEventListener('scroll', scrolled);
    },
  };
}
