#!/usr/bin/env node
/**
 * First-load JavaScript of pages of a running shop (gzip kB, see bench/http.mjs).
 *
 * Usage: node bench/first-load-js.mjs http://127.0.0.1:3100 nl.localhost:3100 /path/ [/other/ …]
 */
import { firstLoadJsBytes } from './http.mjs';

const [origin, host, ...paths] = process.argv.slice(2);
if (!origin || !host || paths.length === 0) {
  console.error('usage: first-load-js.mjs <origin> <host> <path> [path …]');
  process.exit(2);
}
for (const path of paths) {
  const { bytes, scripts } = await firstLoadJsBytes(origin, host, path);
  console.log(`${path}\t${scripts} scripts\t${(bytes / 1024).toFixed(1)} kB gzip`);
}
