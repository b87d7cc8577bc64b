import jsQRModule from "jsqr";
import sharp from "sharp";

type Decode = typeof jsQRModule.default;
// jsqr is CommonJS whose types declare an ES default export: under one loader the import is the function, under
// another the module holding it as `default`.
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/**
 * The text of the QR code in an image (PNG, SVG, a screenshot), read by jsqr as a phone's scanner would: the proof
 * that a drawn VietQR code carries its payload. Vector images are rendered at 8 pixels a unit (qrcode's SVG is one
 * unit a module), since a decoder needs several pixels a module. Undefined when no code is found.
 */
export async function decodeQr(image: Buffer | string): Promise<string | undefined> {
  const input = typeof image === "string" ? Buffer.from(image) : image;
  const isSvg = input.subarray(0, 200).toString("utf8").includes("<svg");
  const { data, info } = await sharp(input, isSvg ? { density: 72 * 8 } : {})
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
