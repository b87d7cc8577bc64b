import { describe, expect, it } from "vitest";
import { csvRows } from "./statement-csv.ts";
import { columnLabel, parseStatementDate, parseVnd, readStatement, type StatementCell, type StatementFormat, type StatementLine } from "./statement-format.ts";

const vcb: StatementFormat = {
  id: "vcb",
  name: { vi: "VCB", en: "VCB" },
  columns: { date: ["Ngày giao dịch"], transactionId: ["Số tham chiếu"], debit: ["Số tiền ghi nợ"], credit: ["Số tiền ghi có"], description: ["Mô tả"] },
  dateOrder: "DMY",
  numberFormat: "vi",
};

describe("CSV rows", () => {
  it("reads quoted fields with delimiters, doubled quotes and line breaks, and drops a byte-order mark", () => {
    expect(csvRows('\uFEFFa,"b,1","say ""hi""\nthere"\r\nc,d,e\n')).toEqual([
      ["a", "b,1", 'say "hi"\nthere'],
      ["c", "d", "e"],
    ]);
  });

  it("takes the semicolon a Vietnamese Excel writes, even under a title line without any delimiter", () => {
    expect(csvRows("SAO KÊ TÀI KHOẢN\nNgày;Số tiền\n28/11/2026;1.000.000,00")).toEqual([
      ["SAO KÊ TÀI KHOẢN"],
      ["Ngày", "Số tiền"],
      ["28/11/2026", "1.000.000,00"],
    ]);
  });
});

describe("amounts in whole đồng", () => {
  it("reads Vietnamese and English notations and spreadsheet numbers", () => {
    expect(parseVnd("1.000.000", "vi")).toBe(1_000_000);
    expect(parseVnd("1.000.000,00", "vi")).toBe(1_000_000);
    expect(parseVnd("5000000 VND", "vi")).toBe(5_000_000);
    expect(parseVnd("-2.500.000 đ", "vi")).toBe(-2_500_000);
    expect(parseVnd("1,000,000.00", "en")).toBe(1_000_000);
    expect(parseVnd("(750,000)", "en")).toBe(-750_000);
    expect(parseVnd(3_000_000, "vi")).toBe(3_000_000);
  });

  it("refuses fractions of a đồng, misplaced separators and the other notation's decimals", () => {
    expect(parseVnd("1.000.000,50", "vi")).toBeUndefined();
    expect(parseVnd(1_000_000.5, "vi")).toBeUndefined();
    expect(parseVnd("1.00.000", "vi")).toBeUndefined();
    expect(parseVnd("1,000,000.00", "vi")).toBeUndefined();
    expect(parseVnd("12abc", "en")).toBeUndefined();
    expect(parseVnd("100000000000000", "en")).toBeUndefined();
  });

  // "52,000" is 52 đồng with a decimal comma, or 52 000 đồng written with a comma between thousands (as some banks'
  // exports do, docs/funds.md): three decimals after a whole part without groups is the other notation's thousands.
  it("refuses three decimals after an ungrouped whole part, the other notation's thousands, rather than reading 52 đồng", () => {
    expect(parseVnd("52,000", "vi")).toBeUndefined();
    expect(parseVnd("52.000", "en")).toBeUndefined();
    expect(parseVnd("52,00", "vi")).toBe(52);
    expect(parseVnd("1.052,000", "vi")).toBe(1052);
  });
});

describe("dates", () => {
  it("reads day-first, month-first and ISO dates, with or without a time", () => {
    expect(parseStatementDate("28/11/2026", "DMY")).toBe("2026-11-28");
    expect(parseStatementDate("01-12-2026 10:15:02", "DMY")).toBe("2026-12-01");
    expect(parseStatementDate("11/28/2026", "MDY")).toBe("2026-11-28");
    expect(parseStatementDate("2026-11-28T03:00:00Z", "DMY")).toBe("2026-11-28");
  });

  it("refuses days that do not exist and two-digit years", () => {
    expect(parseStatementDate("31/02/2026", "DMY")).toBeUndefined();
    expect(parseStatementDate("28/11/26", "DMY")).toBeUndefined();
    expect(parseStatementDate("13/28/2026", "MDY")).toBeUndefined();
  });
});

describe("reading a statement through its format", () => {
  const title = [["NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM"], ["Số tài khoản: 0071000123456"], []];
  const header = ["STT", "Ngày giao dịch", "Số tham chiếu", "Số tiền ghi nợ", "Số tiền ghi có", "Số dư", "Mô tả"];

  it("finds the header below the title block, splits credits from debits and skips the totals row and the footer", () => {
    const reading = readStatement(
      [
        ...title,
        header.map((h) => h.toUpperCase()),
        ["1", "28/11/2026", "FT001", "", "5.000.000", "5.000.000", "MBVCB.3312.TSTT-000123.CT tu 0011"],
        ["2", "28/11/2026", "FT002", "200.000", "", "4.800.000", "Phi   dich vu"],
        ["", "Tổng cộng", "", "200.000", "5.000.000", "", ""],
        // Rows that move no money, even with a date in the date column: not transactions.
        ["", "Ngày in / Printed on: 29/11/2026 10:15", "", "", "", "", ""],
        ["", "29/11/2026", "", "", "", "", "Kế toán trưởng / Chief accountant"],
      ],
      vcb,
    );
    expect(reading).toEqual({
      ok: true,
      lines: [
        { row: 5, transactionId: "FT001", date: "2026-11-28", amount: 5_000_000, description: "MBVCB.3312.TSTT-000123.CT tu 0011", account: null },
        { row: 6, transactionId: "FT002", date: "2026-11-28", amount: -200_000, description: "Phi dich vu", account: null },
      ],
    });
  });

  it("finds a column under a header cell that gives its name in both languages, either half known to the format", () => {
    const bilingual = [
      "STT",
      "Ngày giao dịch / Transaction date",
      "Reference No. / Số tham chiếu",
      "Debit\nSố tiền ghi nợ",
      "Credit | Số tiền ghi có",
      "Mô tả / Description",
    ];
    const reading = readStatement([bilingual, ["1", "28/11/2026", "FT9", "", "1.000.000", "TSTT-000123"]], vcb);
    expect(reading).toEqual({
      ok: true,
      lines: [{ row: 2, transactionId: "FT9", date: "2026-11-28", amount: 1_000_000, description: "TSTT-000123", account: null }],
    });
  });

  it("names the columns it cannot find, and refuses the whole file for one unreadable row", () => {
    expect(readStatement([["Ngày giao dịch", "Số tiền"]], vcb)).toEqual({ ok: false, missingColumns: ["description", "credit"] });
    expect(readStatement([header, ["1", "28/11/2026", "FT1", "", "1.000,5", "", "x"], ["2", "30/02/2026", "FT2", "", "1.000", "", "y"]], vcb)).toEqual({
      ok: false,
      problems: [
        { row: 2, column: "amount", value: "1.000,5" },
        { row: 3, column: "date", value: "30/02/2026" },
      ],
    });
  });

  it("reads columns by index in a file without a header, with one signed amount", () => {
    const byIndex: StatementFormat = { ...vcb, columns: { date: 0, amount: 1, description: 2 }, dateOrder: "YMD", numberFormat: "en" };
    expect(readStatement([["2026-11-28", "1,000,000", "TSBV 42"]], byIndex)).toEqual({
      ok: true,
      lines: [{ row: 1, transactionId: null, date: "2026-11-28", amount: 1_000_000, description: "TSBV 42", account: null }],
    });
  });
});

describe("a missing column, as the person finds it in their file", () => {
  it("is the first header name the format knows it by, or its number in a file without a header row", () => {
    expect(columnLabel(vcb, "description")).toBe(`“${(vcb.columns.description as string[])[0]}”`);
    expect(columnLabel({ ...vcb, columns: { date: 0, description: 2, amount: 3 } }, "description")).toBe("#3");
  });
});

// Vietcombank's xlsx export names each column in Vietnamese then English in one cell, sometimes with nothing between
// them ("Ngày giao dịchTransaction Date"), as seen in public VCB parsers (docs/funds.md, "Bank statements").
describe("headers that run both languages together", () => {
  const format: StatementFormat = {
    ...vcb,
    columns: {
      date: ["Ngày giao dịch", "Transaction Date"],
      transactionId: ["Số tham chiếu", "Reference No."],
      debit: ["Số tiền ghi nợ", "Debit"],
      credit: ["Số tiền ghi có", "Credit"],
      description: ["Mô tả", "Description"],
    },
  };

  it("finds a column whose cell joins two of its names with no separator", () => {
    const reading = readStatement(
      [
        ["SAO KÊ TÀI KHOẢN"],
        ["Ngày giao dịchTransaction Date", "Số tham chiếuReference No.", "Số tiền ghi nợDebit", "Số tiền ghi cóCredit", "Mô tảDescription"],
        ["28/11/2026", "5213.123", "", "1.000.000", "NGUYEN VAN A chuyen tien FO-7"],
      ],
      format,
    );
    expect(reading).toEqual({
      ok: true,
      lines: [{ row: 3, transactionId: "5213.123", date: "2026-11-28", amount: 1_000_000, description: "NGUYEN VAN A chuyen tien FO-7", account: null }],
    });
  });

  it("does not take a cell that only begins with a name for that column", () => {
    const reading = readStatement([["Ngày giao dịch hiệu lực", "Số tiền ghi có", "Mô tả"]], {
      ...format,
      columns: { date: ["Ngày giao dịch"], credit: ["Số tiền ghi có"], description: ["Mô tả"] },
    });
    expect(reading).toEqual({ ok: false, missingColumns: ["date"] });
  });
});

// A format that lists both notations (Vietcombank writes thousands with "," in one channel's export and "." in
// another's): a text is read when every notation that can read it gives the same number, and refused otherwise.
describe("amounts under a format that accepts both notations", () => {
  it("reads either thousands separator", () => {
    expect(parseVnd("1,000,000", ["vi", "en"])).toBe(1_000_000);
    expect(parseVnd("1.000.000", ["vi", "en"])).toBe(1_000_000);
    expect(parseVnd("52.000", ["vi", "en"])).toBe(52_000);
    expect(parseVnd("2,000", ["vi", "en"])).toBe(2_000);
    expect(parseVnd("1.000.000,00", ["vi", "en"])).toBe(1_000_000);
  });

  it("still refuses fractions and malformed groups", () => {
    expect(parseVnd("1,5", ["vi", "en"])).toBeUndefined();
    expect(parseVnd("1.00.000", ["vi", "en"])).toBeUndefined();
    expect(parseVnd("1,000.000,00", ["vi", "en"])).toBeUndefined();
  });
});

// Vietcombank's account statement (its PDF and the sheets made from it) writes the transaction date and the document
// number in one column, "Ngày GD/ TNX Date Số CT/ Doc No", its cells "22/11/2026\n5213.47908" (docs/funds.md, "Bank
// statements"). A format names such a column `dateAndTransactionId`: its cell is split into the date and the id.
describe("a column holding the date and then the transaction id", () => {
  const format: StatementFormat = {
    ...vcb,
    columns: {
      date: ["Ngày GD", "TNX Date", "Ngày hiệu lực", "Effective date"],
      dateAndTransactionId: ["Ngày GD TNX Date Số CT Doc No", "Ngày TNX Date Số CT Doc No"],
      transactionId: ["Số CT", "Doc No"],
      debit: ["Số tiền ghi nợ", "Debit"],
      credit: ["Số tiền ghi có", "Credit"],
      description: ["Nội dung chi tiết", "Transactions in detail"],
    },
    numberFormat: ["vi", "en"],
  };
  const header = [
    "STT/ No",
    "Ngày GD/ TNX Date\nSố CT/ Doc No",
    "Số tiền ghi nợ/ Debit",
    "Số tiền ghi có/ Credit",
    "Số dư/ Balance",
    "Nội dung chi tiết/ Transactions in detail",
  ];

  it("splits each cell at the space or line break after the date, under the bank's title block and above its totals", () => {
    const reading = readStatement(
      [
        ["SAO KÊ TÀI KHOẢN/ ACCOUNT STATEMENT"],
        ["Số tài khoản/ Account number: 0071000123456"],
        header,
        ["1", "22/11/2026\n5213.47908", "", "5.000.000", "5.000.000", "MBVCB.3312456.TSTT000123.CT tu 0011002233 NGUYEN VAN A"],
        ["2", "23/11/2026 5213.47909", "11.000", "", "4.989.000", "Phi quan ly tai khoan"],
        ["", "Tổng số/ Total", "11.000", "5.000.000", "", ""],
      ],
      format,
    );
    expect(reading).toEqual({
      ok: true,
      lines: [
        {
          row: 4,
          transactionId: "5213.47908",
          date: "2026-11-22",
          amount: 5_000_000,
          description: "MBVCB.3312456.TSTT000123.CT tu 0011002233 NGUYEN VAN A",
          account: null,
        },
        { row: 5, transactionId: "5213.47909", date: "2026-11-23", amount: -11_000, description: "Phi quan ly tai khoan", account: null },
      ],
    });
  });

  /** A header row and one transaction row, read as the line `line` (row 2, no account). */
  const expectOneLine = (rows: StatementCell[][], line: Omit<StatementLine, "row" | "account">) =>
    expect(readStatement(rows, format)).toEqual({ ok: true, lines: [{ row: 2, account: null, ...line }] });

  it("takes the merged column's date over an effective date, under headers without separators as a public parser gives them", () => {
    expectOneLine(
      [
        [
          "NGAY HIEU LUC EFFECTIVE DATE",
          "NGAY TNX DATE SO CT DOC NO",
          "SO TIEN GHI NO DEBIT",
          "SO TIEN GHI CO CREDIT",
          "NOI DUNG CHI TIET TRANSACTIONS IN DETAIL",
        ],
        ["23/11/2026", "22/11/2026 5213.47908", "", "2,000,000", "IBFT TSTT000124 mua chung chi quy"],
      ],
      { transactionId: "5213.47908", date: "2026-11-22", amount: 2_000_000, description: "IBFT TSTT000124 mua chung chi quy" },
    );
  });

  it("reads the same format's separate date and document-number columns as they are, a time after the date included", () => {
    expectOneLine(
      [
        ["Ngày GD/ TNX Date", "Số CT/ Doc No", "Số tiền ghi nợ/ Debit", "Số tiền ghi có/ Credit", "Nội dung chi tiết/ Transactions in detail"],
        ["22/11/2026 10:15:02", "5213.47908", "", "1.000.000", "TSTT000125"],
      ],
      { transactionId: "5213.47908", date: "2026-11-22", amount: 1_000_000, description: "TSTT000125" },
    );
  });

  it("refuses the file for a cell without a document number, with more than one after the date, or with no date first", () => {
    // Rows that differ only in their date-and-id cell; the last one is good.
    const cells = ["22/11/2026", "22/11/2026 5213.47910 5213.47911", "5213.47912 22/11/2026", "22/11/2026 5213.47913"];
    const reading = readStatement([header, ...cells.map((cell, i) => [String(i + 1), cell, "", "1.000.000", "", `TSTT00012${i}`])], format);
    expect(reading).toEqual({
      ok: false,
      problems: [
        { row: 2, column: "transactionId", value: "22/11/2026" },
        { row: 3, column: "transactionId", value: "22/11/2026 5213.47910 5213.47911" },
        { row: 4, column: "date", value: "5213.47912 22/11/2026" },
      ],
    });
  });
});
