import nodemailer from "nodemailer";
import { MailRefused } from "../relay/lead-reply.mjs";

/** A mail server that has not answered in this long has failed this try (the outbox tries again later). */
const ANSWER_WITHIN_MS = 10_000;

/**
 * The included server's way of sending a lead's reply: SMTP to the server REPLY_SMTP_URL names (any mailbox
 * provider's, or Cloudflare's), with nodemailer. A 5xx answer is a refusal for good (MailRefused, named by its code
 * alone: the server's words may hold the address); anything else may pass at a later try.
 * @param {string} smtpUrl
 * @returns {import("../relay/lead-reply.mjs").MailSender}
 */
export function smtpSender(smtpUrl) {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: ANSWER_WITHIN_MS, greetingTimeout: ANSWER_WITHIN_MS, socketTimeout: 2 * ANSWER_WITHIN_MS });
  return async (mail) => {
    try {
      await transport.sendMail({ ...mail, from: { name: mail.from.name, address: mail.from.email } });
    } catch (error) {
      const code = Number(/** @type {{ responseCode?: unknown }} */ (error)?.responseCode);
      if (code >= 500) throw new MailRefused(`SMTP ${code}`);
      throw error;
    }
  };
}
