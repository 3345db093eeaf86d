import { describe, expect, it } from "vitest";
import { bookingLinkOf, schedulerName, schedulerOf } from "./booking-link.mjs";

describe("the booking link", () => {
  const lead = { name: "Zoë Brand", email: "zoe@brand.com", reference: "K7QM-3XPA" };

  it("carries the reference where each scheduler returns it in its webhook, with the name and e-mail prefilled", () => {
    const cal = new URL(bookingLinkOf("https://cal.com/northstar/intro?duration=30", lead));
    expect(Object.fromEntries(cal.searchParams)).toEqual({ duration: "30", name: "Zoë Brand", email: "zoe@brand.com", "metadata[reference]": "K7QM-3XPA" });
    const calendly = new URL(bookingLinkOf("https://calendly.com/northstar/intro", lead));
    expect(Object.fromEntries(calendly.searchParams)).toEqual({ name: "Zoë Brand", email: "zoe@brand.com", utm_content: "K7QM-3XPA" });
    expect(new URL(bookingLinkOf("https://calendly.com/northstar/intro", { reference: "K7QM-3XPA" })).search).toBe("?utm_content=K7QM-3XPA");
  });

  it("leaves any other scheduler's address as the agency wrote it, and names it by its host", () => {
    expect(bookingLinkOf("https://www.acuityscheduling.com/schedule.php?owner=1", lead)).toBe("https://www.acuityscheduling.com/schedule.php?owner=1");
    expect(schedulerOf("https://app.cal.com/team/x")).toBe("cal.com");
    expect(schedulerOf("https://cal.eu/x")).toBe("cal.com");
    expect(schedulerOf("https://notcal.com/x")).toBe("other");
    expect(schedulerName("https://calendly.com/x")).toBe("Calendly");
    expect(schedulerName("https://www.acuityscheduling.com/x")).toBe("acuityscheduling.com");
  });
});
