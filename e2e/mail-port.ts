/** Port of the stand-in mail server the account journeys start (tests/support/smtp-stub.ts); the shop under test sends there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3197);
