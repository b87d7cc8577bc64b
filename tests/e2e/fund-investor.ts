import { e2eDatabase, insertPerson, phoneNumber, uid } from "./support.ts";

export const INVESTOR_PASSWORD = "quy-e2e-nha-dau-tu-mat-khau-2024";

/** An activated investor with complete KYC, put straight into the database; answers their id and e-mail. */
export async function investorWithKyc(full_name: string): Promise<{ id: number; email: string }> {
  const email = `funds-${uid()}@example.com`;
  await insertPerson({ email, password: INVESTOR_PASSWORD, role: "investor", full_name, phone_number: phoneNumber(), birth_date: "1985-04-30", nation: "Việt Nam" });
  const db = e2eDatabase();
  try {
    db.prepare(
      `update users set address = '9 Nguyễn Huệ, TP. Hồ Chí Minh', id_number = ?, ngaycmt = '2021-01-01', noicapcmt = 'Cục Cảnh sát QLHC về TTXH', tenchutknh = 'PHAM MINH AN', tknh = '555666777', nganhangtknh = 'ACB', chinhanhtknh = 'Sài Gòn', img = 'front', img1 = 'back' where email = ?`,
    ).run(`${Date.now()}`.slice(-12), email);
    return { id: Number((db.prepare("select id from users where email = ?").get(email) as { id: number }).id), email };
  } finally {
    db.close();
  }
}
