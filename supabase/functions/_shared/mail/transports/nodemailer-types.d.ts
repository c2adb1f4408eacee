// The slice of nodemailer's API this project uses. Deno type-checks against this file
// (@types/nodemailer pulls in @types/node, which `deno check` cannot resolve here);
// Node's tsc still uses @types/nodemailer.
interface SentInfo {
  message?: unknown;
}
interface Transporter {
  sendMail(mail: Record<string, unknown>): Promise<SentInfo>;
}
declare const nodemailer: {
  createTransport(options: string | Record<string, unknown>): Transporter;
};
export default nodemailer;
