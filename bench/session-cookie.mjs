// A signed-in session for benchmarks, made the way the server makes one: a row in the sessions table (keyed by
// the token's SHA-256) and a cookie signed with SESSION_SECRET. SQLite databases only (the bench's own).
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { createCookieSessionStorage } from "@remix-run/node";

export async function sessionCookie({ databaseFile, secret, mobileNumber }) {
  const db = new Database(databaseFile);
  try {
    db.pragma("busy_timeout = 5000");
    const account = db.prepare("select id from accounts where mobile_number = ?").get(mobileNumber);
    if (!account) throw new Error(`no account ${mobileNumber}`);
    const circle = db.prepare("select count(*) as n from subscriptions where account_id = ? and status = 'active'").get(account.id).n > 0;
    const token = crypto.randomBytes(32).toString("base64url");
    const now = Date.now();
    db.prepare("insert into sessions (id, account_id, created_at, last_seen_at, revoked_at) values (?, ?, ?, ?, null)")
      .run(crypto.createHash("sha256").update(token).digest("hex"), account.id, now, now);
    const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: [secret], httpOnly: true, sameSite: "lax", path: "/" } });
    const session = await storage.getSession();
    session.set("token", token);
    session.set("accountId", account.id);
    session.set("mobileNumber", mobileNumber);
    session.set("countryCode", "+91");
    session.set("isCircleMember", circle);
    return { cookie: (await storage.commitSession(session)).split(";")[0], accountId: account.id };
  } finally {
    db.close();
  }
}
