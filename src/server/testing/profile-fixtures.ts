import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import type { Role } from "#contracts/identity.ts";
import { hashPassword } from "#server/modules/identity/passwords.ts";
import { imageFixture } from "./entry-fixtures.ts";
import type { TestApp } from "./test-app.ts";

const PASSWORD = "mat-khau-du-dai-2024";
/** Real images with EXIF naming their author: the server decodes them and keeps them without it. */
export const PNG = await imageFixture("png");
export const JPEG = await imageFixture("jpeg");
export const AUTHOR = Buffer.from("Nguyen Van A");

/** What was stored is the image decoded and encoded again: same format and size, no EXIF left. */
export async function expectCleaned(served: Response, format: "png" | "jpeg") {
  const bytes = Buffer.from(await served.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect([meta.format, meta.width, meta.exif, bytes.includes(AUTHOR)]).toEqual([format, 32, undefined, false]);
}

export const kycText = {
  address: "12 Trần Phú, Nha Trang, Khánh Hòa",
  cmt: "079123456789",
  ngaycmt: "15/08/2021",
  noicapcmt: "Cục Cảnh sát QLHC về TTXH",
  tenchutknh: "NGUYEN VAN AN",
  tknh: "0123 4567 89",
  nganhangtknh: "Vietcombank",
  chinhanhtknh: "Nha Trang",
};

/**
 * The people of the profile tests, bound to the test file's current app (`app` is called on every use): each
 * `createUser` is a signed-in account with its own calls to edit the profile and upload or fetch ID images.
 */
export function profileKit(app: () => TestApp) {
  let seq = 0;

  async function createUser(role: Role, values: { phone_number?: string; id_number?: string; email?: string } = {}) {
    seq++;
    const now = app().clock.now().toISOString();
    const email = values.email ?? `user${seq}@example.vn`;
    const { id } = await app()
      .db.insertInto("users")
      .values({
        email,
        full_name: `Người dùng ${seq}`,
        role,
        password_hash: await hashPassword(PASSWORD),
        phone_number: values.phone_number ?? `+8491${String(seq).padStart(7, "0")}`,
        id_number: values.id_number ?? null,
        birth_date: "1990-05-01",
        nation: "VN",
        person_type: "person",
        activated_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const signin = await app().call("POST", "/api/v1/auth/signin", { body: { email, password: PASSWORD } });
    expect(signin.status).toBe(200);
    const auth = { authorization: `Bearer ${signin.json.data.token as string}` };
    return {
      id,
      email,
      auth,
      update: (body: unknown, lang?: string) => app().call("POST", "/api/v1/auth/profile", { body, headers: auth, ...(lang ? { lang } : {}) }),
      profile: async () => (await app().call("GET", "/api/v1/auth/profile", { headers: auth })).json.data,
      upload: (side: string | undefined, file: Buffer | undefined, name = "id.png", lang?: string) => upload(auth, side, file, name, lang),
      image: (side: string, query = "") => app().app.request(`/api/v1/auth/profile/id-images/${side}${query}`, { headers: auth }),
    };
  }

  async function upload(headers: Record<string, string>, side: string | undefined, file: Buffer | undefined, name = "id.png", lang?: string) {
    const form = new FormData();
    if (side !== undefined) form.set("side", side);
    if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), name);
    const response = await app().app.request("/api/v1/auth/profile/id-images", {
      method: "POST",
      body: form,
      headers: { ...headers, ...(lang ? { "accept-language": lang } : {}) },
    });
    return { status: response.status, json: (await response.json()) as any };
  }

  const storedImages = () => {
    const dir = path.join(app().deps.config.DATA_DIR, "private", "id-images");
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const row = (id: number) => app().db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  return { createUser, upload, storedImages, row };
}
