import type { Page, Request } from "@playwright/test";
import { contactPath, expect, shared, test, ui, uid, waitForHydration, type Lang } from "./support.ts";

const fieldNames = ["full_name", "email", "content"] as const;

function form(page: Page, lang: Lang) {
  const t = ui[lang].contact;
  return {
    fullName: page.getByLabel(t.fullName),
    email: page.getByLabel(t.email),
    content: page.getByLabel(t.content),
    submit: page.getByRole("button", { name: t.submit }),
    success: page.getByTestId("contact-success"),
  };
}

/** The input itself; Mantine marks it aria-invalid and links its error text through aria-describedby. */
function input(page: Page, name: (typeof fieldNames)[number]) {
  return page.locator(`[name="${name}"]`);
}

/** Records the form posts (document or `.data` fetch) a page makes. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request);
  });
  return posts;
}

// Each journey in one language: with JavaScript in Vietnamese, without it in English (bilingual-parity.spec.ts sees the form in both).
{
  const lang: Lang = "vi";
  const t = ui[lang];
  const v = shared[lang].validation;
  const path = contactPath[lang];

  test.describe(`contact form (${lang}, JavaScript on)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: t.contact.title })).toBeVisible();
      await waitForHydration(page);
    });

    test("a complete message is sent and acknowledged in the page's language", async ({ page }) => {
      const f = form(page, lang);
      const posts = recordPosts(page);
      await f.fullName.fill(`Nguyễn Văn A ${uid()}`);
      await f.email.fill(`e2e-${uid()}@example.com`);
      await f.content.fill(lang === "vi" ? "Tôi muốn hỏi về thể lệ cuộc thi." : "I would like to ask about the rules.");
      await f.submit.click();

      await expect(f.success).toBeVisible();
      await expect(f.success).toContainText(shared[lang].messages.contactSent);
      await expect(page).toHaveURL(path);
      // Sent by the client-side router (a fetch), not by a full page post.
      expect(posts).toHaveLength(1);
      expect(posts[0]?.resourceType()).toBe("fetch");
      // The form is replaced by the acknowledgement; "send another" brings back an empty form.
      await expect(f.fullName).toHaveCount(0);
      await page.getByRole("button", { name: t.contact.sendAnother }).click();
      await expect(f.success).toHaveCount(0);
      await expect(f.fullName).toBeVisible();
      await expect(f.fullName).toHaveValue("");
    });

    test("an empty form is stopped in the browser with a message per field", async ({ page }) => {
      const f = form(page, lang);
      const posts = recordPosts(page);
      await f.submit.click();

      for (const name of fieldNames) {
        const field = input(page, name);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(new RegExp(escape(v.required[name])));
        await expect(page.getByText(v.required[name], { exact: true })).toBeVisible();
      }
      // Focus goes to the first field in error, nothing was sent and the page stayed where it was.
      await expect(f.fullName).toBeFocused();
      expect(posts).toHaveLength(0);
      await expect(page).toHaveURL(path);
      await expect(f.success).toHaveCount(0);

      // Fixing a field and submitting again clears that field's message only.
      await f.fullName.fill("Trần Thị B");
      await f.submit.click();
      await expect(page.getByText(v.required.full_name, { exact: true })).toHaveCount(0);
      await expect(page.getByText(v.required.email, { exact: true })).toBeVisible();
      await expect(f.email).toBeFocused();
      expect(posts).toHaveLength(0);
    });

    test("an invalid email address is refused with the email message", async ({ page }) => {
      const f = form(page, lang);
      const posts = recordPosts(page);
      await f.fullName.fill("Lê Văn C");
      await f.email.fill("not-an-email");
      await f.content.fill("Hello");
      await f.submit.click();

      await expect(page.getByText(v.invalid.email, { exact: true })).toBeVisible();
      await expect(input(page, "email")).toHaveAttribute("aria-invalid", "true");
      await expect(input(page, "full_name")).not.toHaveAttribute("aria-invalid", "true");
      await expect(input(page, "content")).not.toHaveAttribute("aria-invalid", "true");
      await expect(f.email).toBeFocused();
      await expect(f.email).toHaveValue("not-an-email");
      expect(posts).toHaveLength(0);
      await expect(f.success).toHaveCount(0);
    });
  });
}

{
  const lang: Lang = "en";
  const v = shared[lang].validation;
  const path = contactPath[lang];

  test.describe(`contact form (${lang}, JavaScript off)`, () => {
    test.use({ javaScriptEnabled: false });

    test("the server validates an empty form and answers in the page's language", async ({ page }) => {
      await page.goto(path);
      const f = form(page, lang);
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), f.submit.click()]);
      expect(response.request().resourceType()).toBe("document");
      await page.waitForLoadState();

      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      for (const name of fieldNames) {
        await expect(page.getByText(v.required[name], { exact: true })).toBeVisible();
        await expect(input(page, name)).toHaveAttribute("aria-invalid", "true");
      }
      await expect(f.success).toHaveCount(0);
    });

    test("the server keeps what was typed and flags only the invalid email", async ({ page }) => {
      await page.goto(path);
      const f = form(page, lang);
      await f.fullName.fill("Phạm Thị D");
      await f.email.fill("still-not-an-email");
      await f.content.fill("Nội dung thử nghiệm");
      await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), f.submit.click()]);
      await page.waitForLoadState();

      await expect(page.getByText(v.invalid.email, { exact: true })).toBeVisible();
      await expect(page.getByText(v.required.full_name, { exact: true })).toHaveCount(0);
      await expect(f.fullName).toHaveValue("Phạm Thị D");
      await expect(f.email).toHaveValue("still-not-an-email");
      await expect(f.content).toHaveValue("Nội dung thử nghiệm");
    });

    test("a valid message is sent through the server action", async ({ page }) => {
      await page.goto(path);
      const f = form(page, lang);
      await f.fullName.fill(`No Script ${uid()}`);
      await f.email.fill(`noscript-${uid()}@example.com`);
      await f.content.fill("Sent without JavaScript.");
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), f.submit.click()]);
      expect(response.request().resourceType()).toBe("document");
      await page.waitForLoadState();

      await expect(page).toHaveURL(path);
      await expect(f.success).toBeVisible();
      await expect(f.success).toContainText(shared[lang].messages.contactSent);
    });
  });
}

test.describe("contact API", () => {
  test("POST /api/v1/contacts answers in the requested language", async ({ request }) => {
    const ok = await request.post("/api/v1/contacts", {
      headers: { "accept-language": "en" },
      data: { full_name: "API Client", email: `api-${uid()}@example.com`, content: "Hello from the API test." },
    });
    expect(ok.status()).toBe(201);
    const body = (await ok.json()) as { data: { id: number; created_at: string }; message: string };
    expect(body.data.id).toEqual(expect.any(Number));
    expect(body.message).toBe(shared.en.messages.contactSent);

    const bad = await request.post("/api/v1/contacts", { headers: { "accept-language": "vi" }, data: { full_name: "", email: "x", content: "" } });
    expect(bad.status()).toBe(400);
    const error = (await bad.json()) as { error: string; details: { path: string; message: string }[] };
    expect(error.error).toBe("VALIDATION_FAILED");
    expect(error.details).toEqual(
      expect.arrayContaining([
        { path: "full_name", message: shared.vi.validation.required.full_name },
        { path: "email", message: shared.vi.validation.invalid.email },
        { path: "content", message: shared.vi.validation.required.content },
      ]),
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
