import { type NextRequest, NextResponse } from 'next/server';
import { isBotCheckAction } from '@/lib/bot-check/actions';
import { botCheckInstructions } from '@/lib/bot-check/server';

/**
 * How the browser passes the bot check for one form (`GET /api/bot-check/?action=login`,
 * docs/decisions/0030-bot-check.md): a fresh signed ALTCHA challenge, or the reCAPTCHA site key.
 * Never cached: each challenge is single-use. An unknown action is a 400.
 */
export async function GET(request: NextRequest) {
  const action = request.nextUrl.searchParams.get('action');
  if (!isBotCheckAction(action)) {
    return NextResponse.json({ error: 'Unknown action' }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  return NextResponse.json(await botCheckInstructions(action), { headers: { 'cache-control': 'no-store' } });
}
