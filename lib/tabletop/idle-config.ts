/** Default idle time of a tablet before 'Are you still there?', in seconds (3 minutes). */
export const DEFAULT_IDLE_SECONDS = 180;
/** Default countdown of 'Are you still there?', in seconds. */
export const DEFAULT_COUNTDOWN_SECONDS = 30;

function seconds(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}

/**
 * The tablets' idle time (`TABLETOP_IDLE_SECONDS`, 30–3600, default 180) and countdown
 * (`TABLETOP_COUNTDOWN_SECONDS`, 5–300, default 30), read on the server: the same for every visitor,
 * so cached pages may hold them.
 */
export function tabletopIdleConfig(env: Record<string, string | undefined> = process.env): {
  idleSeconds: number;
  countdownSeconds: number;
} {
  return {
    idleSeconds: seconds(env.TABLETOP_IDLE_SECONDS, DEFAULT_IDLE_SECONDS, 30, 3600),
    countdownSeconds: seconds(env.TABLETOP_COUNTDOWN_SECONDS, DEFAULT_COUNTDOWN_SECONDS, 5, 300),
  };
}
