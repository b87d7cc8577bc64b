import { once } from "node:events";
import zlib from "node:zlib";

/**
 * A valid xlsx whose one sheet holds a header and `rows` copies of a row, written straight as a zip (no dependency
 * writes one): near-identical rows compress well, so a file within the upload limit unpacks to a hundred megabytes of
 * XML and far more once parsed. It tests the statement worker's limits (statement-worker.api.test.ts).
 */
export async function xlsxOfRows(header: string[], row: (string | number)[], rows: number): Promise<Uint8Array> {
  // exceljs needs every row's and cell's reference ("B7").
  const cell = (value: string | number, ref: string) =>
    typeof value === "number" ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const line = (values: (string | number)[], number: number) =>
    `<row r="${number}">${values.map((value, column) => cell(value, `${String.fromCharCode(65 + column)}${number}`)).join("")}</row>`;
  const body = function* () {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${line(header, 1)}`,
    );
    for (let first = 2; first <= rows + 1; first += 1000)
      yield Buffer.from(Array.from({ length: Math.min(1000, rows + 2 - first) }, (_, i) => line(row, first + i)).join(""));
    yield Buffer.from("</sheetData></worksheet>");
  };
  const entries: [string, Iterable<Buffer>][] = [
    [
      "[Content_Types].xml",
      [
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
        ),
      ],
    ],
    [
      "_rels/.rels",
      [
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        ),
      ],
    ],
    [
      "xl/workbook.xml",
      [
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sao ke" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        ),
      ],
    ],
    [
      "xl/_rels/workbook.xml.rels",
      [
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
        ),
      ],
    ],
    ["xl/worksheets/sheet1.xml", body()],
  ];
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, chunks] of entries) {
    const deflate = zlib.createDeflateRaw({ level: 9 });
    const compressed: Buffer[] = [];
    deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
    let crc = 0;
    let size = 0;
    for (const chunk of chunks) {
      crc = zlib.crc32(chunk, crc);
      size += chunk.length;
      deflate.write(chunk);
    }
    deflate.end();
    await once(deflate, "end");
    const data = Buffer.concat(compressed);
    const fileName = Buffer.from(name);
    // The fields local and central headers share: version 2.0, no flags, deflate, no time, CRC-32, sizes, name length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(8, 4);
    common.writeUInt32LE(crc >>> 0, 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(size, 18);
    common.writeUInt16LE(fileName.length, 22);
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, fileName]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common.copy(central, 6);
    central.writeUInt32LE(offset, 42);
    directory.push(central, fileName);
    parts.push(local, data);
    offset += local.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directoryBytes, end]));
}
