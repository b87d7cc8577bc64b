import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { vietQrPayload } from "#domain/vietqr.ts";
import { vietQrPng } from "#server/modules/funds/vietqr-image.ts";
import { decodeQr } from "#server/testing/qr-decode.ts";
import { smtpMailer } from "./mail.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a loopback port that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("latin1") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** RFC 2047 encoded words (=?UTF-8?B|Q?…?=) back to text. */
function decodeHeader(value: string): string {
  return value.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** The message's headers (unfolded) and its body decoded by its Content-Transfer-Encoding. */
function parse(raw: string) {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const headers = new Map(
    head
      .replace(/\r\n[ \t]+/g, " ")
      .split("\r\n")
      .map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as const),
  );
  const body = rest.join("\r\n\r\n");
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8")
        : Buffer.from(body, "latin1").toString("utf8");
  return { headers, text: text.replace(/\r\n/g, "\n").trimEnd() };
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

describe("smtpMailer", () => {
  it("delivers the e-mail over SMTP with its sender, recipient, subject and Vietnamese text intact", async () => {
    smtp = await startSmtp();
    const mailer = smtpMailer(smtp.url, "Ban tổ chức <no-reply@contest.example.vn>");
    expect(mailer.transport).toBe("smtp");
    const text = "Xin chào Trần Thị Ánh,\n\nBài dự thi của bạn đã được gửi. Mã bài: ĐT-0042.\nĐường dẫn: https://contest.example.vn/dashboard/user";
    await mailer.send({ to: "anh.tran@example.com", subject: "Xác nhận bài dự thi – Thành phố Biển", text });
    mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe("no-reply@contest.example.vn");
    expect(mail?.to).toEqual(["anh.tran@example.com"]);
    const { headers, text: body } = parse(mail?.raw ?? "");
    expect(decodeHeader(headers.get("subject") ?? "")).toBe("Xác nhận bài dự thi – Thành phố Biển");
    expect(decodeHeader(headers.get("from") ?? "")).toContain("Ban tổ chức");
    expect(headers.get("content-type")).toMatch(/^text\/plain; charset=utf-8/i);
    expect(body).toBe(text);
  });

  it("sends an HTML alternative with its inline image (the VietQR code of a buy) as a cid: attachment a scanner reads", async () => {
    smtp = await startSmtp();
    const mailer = smtpMailer(smtp.url, "no-reply@contest.example.vn");
    const payload = vietQrPayload({ bin: "970436", accountNumber: "0071000123456", amount: 2_000_000, reference: "TSTT-000042" });
    const png = await vietQrPng(payload);
    const html = '<p>Nội dung chuyển khoản: TSTT-000042</p><p><img src="cid:vietqr" alt="VietQR"></p>';
    await mailer.send({
      to: "an@example.com",
      subject: "Đã nhận lệnh mua TSTT-000042",
      text: "Nội dung chuyển khoản: TSTT-000042",
      html,
      inline: [{ cid: "vietqr", filename: "vietqr.png", content_type: "image/png", base64: png.toString("base64") }],
    });
    mailer.close();

    const raw = smtp.received[0]?.raw ?? "";
    expect(raw).toMatch(/content-type: multipart\/related/i);
    expect(raw).toMatch(/content-type: text\/html/i);
    expect(raw).toMatch(/content-type: image\/png/i);
    const image = /Content-ID: <vietqr>[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
    expect(image).not.toBeNull();
    expect(await decodeQr(Buffer.from(image![1]!.replace(/\r\n/g, ""), "base64"))).toBe(payload);
  });

  it("fails the send when the server refuses the recipient, so the job is retried", async () => {
    smtp = await startSmtp();
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, "127.0.0.1", resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, "no-reply@contest.example.vn");
    await expect(mailer.send({ to: "nobody@example.com", subject: "x", text: "y" })).rejects.toThrow(/mailbox unavailable|550/);
    mailer.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});
