import type { Profile } from "#contracts/identity.ts";
import { missingKycFields } from "#contracts/profile.ts";
import type { UserRow } from "./accounts.repo.ts";

export function toProfile(row: UserRow): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    phone_number: row.phone_number,
    birth_date: row.birth_date,
    nation: row.nation,
    person_type: row.person_type,
    activated: row.activated_at !== null,
    address: row.address,
    cmt: row.id_number,
    ngaycmt: row.ngaycmt,
    noicapcmt: row.noicapcmt,
    tenchutknh: row.tenchutknh,
    tknh: row.tknh,
    nganhangtknh: row.nganhangtknh,
    chinhanhtknh: row.chinhanhtknh,
    img: row.img,
    img1: row.img1,
    kyc_complete: missingKycFields({ ...row, cmt: row.id_number }).length === 0,
    created_at: row.created_at,
  };
}
