/** Fund test values without the test runner, so the benches can use them too (bench/peak-funds.ts). */

/** Every KYC field of spec §5 filled (under the database's column names: `cmt` is `id_number`). */
export const completeKyc = {
  address: "12 Lê Lợi, Quận 1, TP. Hồ Chí Minh",
  ngaycmt: "2020-05-17",
  noicapcmt: "Cục Cảnh sát QLHC về TTXH",
  tenchutknh: "NGUYỄN THỊ ĐẦU TƯ",
  tknh: "0123456789",
  nganhangtknh: "Vietcombank",
  chinhanhtknh: "Chi nhánh Sài Gòn",
  img: "kyc-front.jpg",
  img1: "kyc-back.jpg",
};

/** Complete fund rules: the defaults (no fee, cut-off 14:30, 1,000,000 ₫ minimum) and the account investors pay to. */
export const completeRules = {
  buy_fee_bps: 0,
  sell_fee_schedule: [{ min_days: 0, bps: 0 }],
  cutoff: "14:30",
  min_buy_vnd: 1_000_000,
  bank_bin: "970436",
  bank_account: "0071000123456",
  bank_holder: "CÔNG TY QUẢN LÝ QUỸ",
  bank_branch: "Hội sở",
};
