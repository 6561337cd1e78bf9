#!/usr/bin/env node
/**
 * First-load JavaScript of a page: the gzip size (kB) of every `<script src>` chunk the server-rendered
 * HTML loads, summed (Next 16 dropped the First Load JS column from `next build`). Uses `node:http`
 * with an explicit Host header so `*.localhost` storefronts can be measured.
 *
 * Usage: node scripts/first-load-js.mjs http://127.0.0.1:3100 nl.localhost:3100 /path/ [/other/ …]
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const [origin, host, ...paths] = process.argv.slice(2);
if (!origin || !host || paths.length === 0) {
  console.error('usage: first-load-js.mjs <origin> <host> <path> [path …]');
  process.exit(2);
}

function get(path) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    http
      .get(url, { headers: { host } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

for (const path of paths) {
  const page = await get(path);
  const html = page.body.toString('utf8');
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]))];
  let total = 0;
  for (const source of sources) total += gzipSync((await get(source)).body, { level: 9 }).length;
  console.log(`${path}\tstatus ${page.status}\t${sources.length} scripts\t${(total / 1024).toFixed(1)} kB gzip`);
}
