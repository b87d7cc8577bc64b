/**
 * Vietnamese people and organisations for the demo, the same on every run (chosen by index, not at random), with
 * addresses under `.example` (RFC 2606): no message of the demo can reach a real mailbox.
 */

const families = ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Phan", "Vũ", "Võ", "Đặng", "Bùi", "Đỗ", "Hồ", "Ngô", "Dương", "Lý"];
const middles = ["Văn", "Thị", "Minh", "Ngọc", "Đức", "Thanh", "Hoài", "Quốc", "Bảo", "Thu"];
const givens = [
  "An",
  "Bình",
  "Châu",
  "Dũng",
  "Giang",
  "Hà",
  "Hải",
  "Hạnh",
  "Khánh",
  "Lan",
  "Linh",
  "Long",
  "Mai",
  "Nam",
  "Nga",
  "Phúc",
  "Quân",
  "Sơn",
  "Tâm",
  "Thảo",
  "Trang",
  "Tuấn",
  "Vy",
  "Yến",
];
const organisations = [
  "Công ty TNHH Du lịch Biển Xanh",
  "Công ty Cổ phần Sự kiện Sông Hàn",
  "Hợp tác xã Nông nghiệp Hòa Vang",
  "Công ty TNHH Kiến trúc Phố Hội",
  "Viện Nghiên cứu Đô thị Miền Trung",
  "Công ty Cổ phần Công nghệ Ngũ Hành Sơn",
  "Trung tâm Hội nghị Bán đảo Sơn Trà",
  "Công ty TNHH Lữ hành Cầu Rồng",
];

/** Strips Vietnamese marks for an e-mail's local part: "Đặng Thu Hà" → "dang.thu.ha". */
function asciiSlug(text: string, separator = "."): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}|\\${separator}$`, "g"), "");
}

export interface DemoPerson {
  full_name: string;
  email: string;
  phone_number: string;
  cmt: string;
  birth_date: string;
  nation: string;
  person_type: "person" | "organisation";
}

/**
 * Each group has its own mail domain: judging treats a judge and a contestant of the same (non-public) domain as
 * conflicted, so one shared domain would keep every judge off every entry.
 */
const domains: Record<string, string> = { ts: "thisinh.example", gk: "giamkhao.example", ndt: "nhadautu.example" };
const domainOf = (group: string) => domains[group.replace(/o$/, "")] ?? "demo.example";
/** Phone and ID numbers are unique per account: each group has its own range. */
const groups = ["ts", "tso", "gk", "ndt", "ndto"];
const rangeOf = (group: string) => groups.indexOf(group) + 1;

/** The n-th person (0-based) of a group ("ts" contestants, "gk" judges, "ndt" investors). */
export function person(group: string, n: number): DemoPerson {
  const full_name = `${families[(n * 7 + rangeOf(group) * 3) % families.length]} ${middles[(n * 3 + rangeOf(group)) % middles.length]} ${givens[(n * 5 + rangeOf(group) * 7) % givens.length]}`;
  return {
    full_name,
    email: `${asciiSlug(full_name)}.${n + 1}@${domainOf(group)}`,
    phone_number: `+8490${rangeOf(group)}${String(n + 1).padStart(6, "0")}`,
    cmt: `0790${rangeOf(group)}${String(n + 1).padStart(7, "0")}`,
    birth_date: `${1965 + ((n * 7) % 35)}-${String(1 + (n % 12)).padStart(2, "0")}-${String(1 + ((n * 11) % 28)).padStart(2, "0")}`,
    nation: "VN",
    person_type: "person",
  };
}

/** The n-th organisation (0-based) of a group; its account is held in the organisation's name. */
export function organisation(group: string, n: number): DemoPerson {
  const full_name = organisations[n % organisations.length]!;
  return { ...person(`${group}o`, n), full_name, email: `lien.he.${asciiSlug(full_name)}@${domainOf(group)}`, person_type: "organisation" };
}
