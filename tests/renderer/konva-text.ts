// Konva in Node draws no pixels, but it measures every text on a canvas's 2D context, and Node has no canvas (the
// app's tests install no canvas package). This gives Konva a context that only measures: each character 0.6 of the
// font size wide — enough to lay out the words a board draws and read them back, with no picture made.
import Konva from 'konva';

/** The font size in a CSS font string ("bold 12px Arial" → 12). */
function fontPx(font: string): number {
  const m = /(\d+(?:\.\d+)?)px/.exec(font);
  return m ? Number(m[1]) : 10;
}

/** Lets Konva build text nodes in Node: its canvases become measuring-only contexts. */
export function measureTextInNode(): void {
  const context = {
    font: '10px sans-serif',
    measureText(text: string) {
      const px = fontPx(this.font);
      return { width: 0.6 * px * text.length, actualBoundingBoxAscent: 0.8 * px, actualBoundingBoxDescent: 0.2 * px, fontBoundingBoxAscent: 0.8 * px, fontBoundingBoxDescent: 0.2 * px };
    },
    save() {},
    restore() {},
  };
  Konva.Util.createCanvasElement = () => ({ getContext: () => context, style: {}, width: 0, height: 0 }) as unknown as ReturnType<typeof Konva.Util.createCanvasElement>;
}
