import { describe, expect, it } from "vitest";
import { messengerLink, platformOf, telLink, zaloLink } from "./contact-links.ts";

describe("footer contact links", () => {
  it("recognises Android, iPhone, iPad (as a touch Mac) and desktops", () => {
    expect(platformOf("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile")).toBe("android");
    expect(platformOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15")).toBe("ios");
    expect(platformOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", 5)).toBe("ios");
    expect(platformOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15", 0)).toBe("other");
    expect(platformOf("Mozilla/5.0 (X11; Linux x86_64) Chrome/126")).toBe("other");
  });

  it("links Zalo to the web on desktops and to the app on phones", () => {
    expect(zaloLink("0905123456")).toBe("https://zalo.me/0905123456");
    expect(zaloLink("0905123456", "android")).toBe(
      "intent://zalo.me/0905123456#Intent;scheme=https;package=com.zing.zalo;S.browser_fallback_url=https%3A%2F%2Fzalo.me%2F0905123456;end",
    );
    expect(zaloLink("0905123456", "ios")).toBe("zalo://conversation?phone=0905123456");
  });

  it("builds Messenger and telephone links", () => {
    expect(messengerLink("tsi.vn")).toBe("https://m.me/tsi.vn");
    expect(telLink("+84 236 3888-999")).toBe("tel:+842363888999");
    expect(telLink("1900 6868")).toBe("tel:19006868");
  });
});
