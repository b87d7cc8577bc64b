import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Writes .br and .gz beside every compressible built asset, so the server sends them without compressing per request. */
export function precompress(clientDir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|svg|json|html|txt|xml|webmanifest)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}

if (import.meta.main) {
  const dir = path.resolve(process.env.BUILD_DIR || "build", "client");
  console.log(`precompressed ${precompress(dir)} files in ${dir}`);
}
