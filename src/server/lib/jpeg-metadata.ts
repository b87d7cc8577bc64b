/**
 * A baseline or progressive JPEG's bytes without the segments that carry metadata: APP1 (EXIF, XMP), APP2 (ICC
 * profile, FlashPix), APP3–APP13 (IPTC in APP13, maker notes), APP15 and comments (COM). APP0 (JFIF) and APP14
 * (Adobe: how CMYK and YCCK are decoded) stay, as do the tables, frame and scan, byte for byte: the picture is
 * unchanged. Throws on bytes that are not a well-formed JPEG up to its first scan.
 */
export function jpegWithoutMetadata(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error("Not a JPEG");
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Error("Malformed JPEG segment");
    const marker = bytes[at + 1]!;
    // The first scan: entropy-coded data and everything after it are the picture.
    if (marker === 0xda) return Buffer.concat([...kept, bytes.subarray(at)]);
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (end > bytes.length) throw new Error("Truncated JPEG segment");
    const metadata = (marker >= 0xe1 && marker <= 0xed) || marker === 0xef || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(at, end));
    at = end;
  }
  throw new Error("JPEG without a scan");
}
