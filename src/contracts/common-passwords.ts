/** Passwords seen most often in public breach lists; refused whatever their length. Lower case. */
export const commonPasswords = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "123123123", "11111111", "00000000", "88888888", "66666666", "99999999",
  "87654321", "11223344", "12341234", "1q2w3e4r", "1q2w3e4r5t", "qwertyui", "qwertyuiop", "asdfghjk", "zxcvbnm1", "1qaz2wsx",
  "password", "password1", "password123", "passw0rd", "p@ssw0rd", "p@ssword", "iloveyou", "iloveyou1", "sunshine", "princess",
  "football", "baseball", "superman", "starwars", "trustno1", "whatever", "welcome1", "welcome123", "letmein1", "admin123",
  "administrator", "changeme", "computer", "internet", "michael1", "jennifer", "abcd1234", "abc12345", "a1234567", "aa123456",
  "qwerty123", "qwerty12", "1234qwer", "q1w2e3r4", "zaq12wsx", "matkhau", "matkhau123", "123456aa", "anhyeuem", "anhyeuem123",
  "emyeuanh", "yeuemmaimai", "vietnam1", "vietnam123", "hanoi123", "saigon123", "danang123", "conmeo123", "12345abc", "123qweasd",
  "qweasdzxc", "asdf1234", "asdfasdf", "qazwsxedc", "monkey12", "dragon12", "master12", "shadow12", "killer12", "hello123",
  "freedom1", "charlie1", "loveyou1", "jordan23", "liverpool", "chelsea1", "arsenal1", "manutd123", "samsung1", "iphone12",
  "google123", "facebook", "zalo1234", "test1234", "testtest", "guest123", "secret12", "default1", "summer2024", "summer2025",
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
