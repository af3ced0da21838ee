// QR codes of the invitation links, drawn as an image the CSP allows (a data: URL).
import qrcode from 'qrcode-generator';

/** A QR code of `text` as a data: URL (medium error correction, 4 pixels a module, a quiet zone of 4). */
export function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(4, 16);
}
